import { renderHook } from '@testing-library/react';
import { SITE_DESCRIPTION, SITE_TITLE } from '../../config/site';
import { usePageHead, type PageHead } from '../page-head';
import html from '../../../index.html?raw';

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageHead', () => {
  it('is the same site head as web/index.html', () => {
    expect(html).toContain(`<title>${SITE_TITLE}</title>`);
    expect(html).toContain(`<meta name="description" content="${SITE_DESCRIPTION}" />`);
  });

  it('sets title, description and canonical while the screen shows, and leaves none behind', () => {
    const { rerender, unmount } = renderHook((head: PageHead | null) => usePageHead(head), {
      initialProps: {
        title: 'Kumasi Court',
        description: 'Beds in Kumasi.',
        canonical: '/hostels/kumasi-court',
      },
    });
    expect(document.title).toBe('Kumasi Court');
    expect(description()).toBe('Beds in Kumasi.');
    expect(canonical()).toBe(`${window.location.origin}/hostels/kumasi-court`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    rerender({ title: 'Accra', description: 'Beds in Accra.', canonical: '/?city=Accra' });
    expect(canonical()).toBe(`${window.location.origin}/?city=Accra`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    unmount();
    expect(canonical()).toBeNull();
    expect(description()).toBe(SITE_DESCRIPTION);
  });

  it('drops the Open Graph and JSON-LD the server wrote for another page', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta property="og:title" content="Old" data-server-head><script type="application/ld+json" data-server-head>{}</script>',
    );
    renderHook(() => usePageHead({ title: 'About' }));
    expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(0);
  });

  it('keeps the server’s tags for its own page when the screen mounts twice, and drops them after it', async () => {
    await new Promise((resolve) => setTimeout(resolve, 10)); // the last test's screen has left
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://hostel.example/hostels/kumasi-court" data-server-head>' +
        '<meta property="og:image" content="https://hostel.example/cover.webp" data-server-head>',
    );
    vi.resetModules();
    const fresh = await import('../page-head');
    const hostel = { title: 'Kumasi Court', canonical: '/hostels/kumasi-court' };
    const first = renderHook(() => fresh.usePageHead(hostel));
    first.unmount();
    renderHook(() => fresh.usePageHead(hostel)).unmount();
    const again = renderHook(() => fresh.usePageHead(hostel));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.head.querySelector('meta[property="og:image"]')).not.toBeNull();
    again.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(0);
  });
});
