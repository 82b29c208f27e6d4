import { AspectRatio, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

export interface GalleryPhoto {
  id: string;
  caption?: string | null;
  url: string;
  /** The stored image's pixels, when known: the browser reserves the box before it arrives. */
  width?: number | null;
  height?: number | null;
}

export interface HostelGalleryProps {
  name: string;
  photos: GalleryPhoto[];
}

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
          src={selected.url}
          alt={selected.caption || `${name}, photo ${index + 1} of ${photos.length}`}
          width={selected.width ?? undefined}
          height={selected.height ?? undefined}
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
                src={photo.url}
                alt=""
                w={88}
                h={60}
                width={88}
                height={60}
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
