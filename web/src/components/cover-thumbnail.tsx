import { Image } from '@mantine/core';
import { imageSources, type StoredImage } from '../lib/image-sources';

/** A hostel's cover beside its card's text (hidden on the narrowest phones, where the text needs the room). */
export function CoverThumbnail({ photo }: { photo: StoredImage }) {
  return (
    <Image {...imageSources(photo, '96px')} alt="" w={96} h={72} radius="md" fit="cover" visibleFrom="xs" />
  );
}
