import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HostelGallery, type GalleryPhoto } from '../details/hostel-gallery';

const copies = (name: string) =>
  `https://x.test/files/${name}.w320.webp 320w, https://x.test/files/${name}.w640.webp 640w, https://x.test/files/${name}.w960.webp 960w`;

const photos: GalleryPhoto[] = [
  { id: 'p1', url: 'https://x.test/files/front.jpg', srcSet: copies('front'), width: 960, height: 640 },
  { id: 'p2', url: 'https://x.test/files/room.jpg', srcSet: copies('room'), width: 800, height: 600 },
  // Stored before copies were made: shown as stored.
  { id: 'p3', url: 'https://x.test/files/old.jpg', srcSet: null, width: 400, height: 300 },
];

const renderGallery = () =>
  render(
    <MantineProvider>
      <HostelGallery name="Harbour View Hostel" photos={photos} />
    </MantineProvider>,
  );

const thumbnail = (n: number) =>
  screen.getByRole('button', { name: `Show photo ${n} of 3` }).querySelector('img')!;

describe('HostelGallery', () => {
  it('loads the cover first, at the size it is shown, with its shape reserved', () => {
    renderGallery();
    const cover = screen.getByRole('img', { name: 'Harbour View Hostel, photo 1 of 3' });
    expect(cover).toHaveAttribute('src', 'https://x.test/files/front.jpg');
    expect(cover).toHaveAttribute('srcset', copies('front'));
    expect(cover).toHaveAttribute('sizes', '(min-width: 1300px) 860px, (min-width: 62em) 66vw, 100vw');
    expect(cover).toHaveAttribute('width', '960');
    expect(cover).toHaveAttribute('height', '640');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads thumbnails lazily, at the smallest copy', () => {
    renderGallery();
    for (const n of [1, 2, 3]) {
      expect(thumbnail(n)).toHaveAttribute('loading', 'lazy');
      expect(thumbnail(n)).not.toHaveAttribute('fetchpriority');
    }
    expect(thumbnail(2)).toHaveAttribute('srcset', copies('room'));
    expect(thumbnail(2)).toHaveAttribute('sizes', '88px');
    expect(thumbnail(2)).toHaveAttribute('width', '800');
    expect(thumbnail(2)).toHaveAttribute('height', '600');
  });

  it('shows a photo without copies as stored, with no srcset or sizes', async () => {
    renderGallery();
    expect(thumbnail(3)).toHaveAttribute('src', 'https://x.test/files/old.jpg');
    expect(thumbnail(3)).not.toHaveAttribute('srcset');
    expect(thumbnail(3)).not.toHaveAttribute('sizes');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    const large = screen.getByRole('img', { name: 'Harbour View Hostel, photo 3 of 3' });
    expect(large).toHaveAttribute('src', 'https://x.test/files/old.jpg');
    expect(large).not.toHaveAttribute('srcset');
  });
});
