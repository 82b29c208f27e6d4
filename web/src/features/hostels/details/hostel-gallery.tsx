import { AspectRatio, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { imageSources, type StoredImage } from '../../../lib/image-sources';

export interface GalleryPhoto extends StoredImage {
  id: string;
  caption?: string | null;
}

export interface HostelGalleryProps {
  name: string;
  photos: GalleryPhoto[];
}

/**
 * The large photo's width: two thirds of the page from md (at most 860 px), the full width below.
 */
const PHOTO_SIZES = '(min-width: 1300px) 860px, (min-width: 62em) 66vw, 100vw';

/** A large photo and a strip of thumbnails that choose it. */
export function HostelGallery({ name, photos }: HostelGalleryProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = photos.find((photo) => photo.id === selectedId) ?? photos[0];
  if (!selected) {
    return (
      <AspectRatio ratio={16 / 9} maw={860}>
        <Stack
          align="center"
          justify="center"
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 12 }}
        >
          <IconPhoto size={40} aria-hidden />
          <Text c="dimmed">No photos yet</Text>
        </Stack>
      </AspectRatio>
    );
  }
  const index = photos.indexOf(selected);
  return (
    <Stack gap="xs">
      <AspectRatio ratio={16 / 9} maw={860}>
        <Image
          {...imageSources(selected, PHOTO_SIZES)}
          alt={selected.caption || `${name}, photo ${index + 1} of ${photos.length}`}
          // The box is 16:9 (AspectRatio): the height attribute alone would set a fixed height.
          h="auto"
          radius="md"
          fit="cover"
          // The page's largest paint: fetched first, before the scripts the page no longer needs.
          loading="eager"
          fetchPriority="high"
        />
      </AspectRatio>
      {photos.length > 1 && (
        <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }} pb={4}>
          {photos.map((photo, i) => (
            <UnstyledButton
              key={photo.id}
              onClick={() => setSelectedId(photo.id)}
              aria-label={`Show photo ${i + 1} of ${photos.length}`}
              aria-pressed={photo.id === selected.id}
              style={{
                flexShrink: 0,
                borderRadius: 8,
                outline:
                  photo.id === selected.id ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <Image
                {...imageSources(photo, '88px')}
                alt=""
                w={88}
                h={60}
                radius="sm"
                fit="cover"
                loading="lazy"
                decoding="async"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
