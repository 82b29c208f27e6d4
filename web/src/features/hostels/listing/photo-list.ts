import type { StoredImage } from '../../../lib/image-sources';

export interface PhotoItem extends StoredImage {
  fileId: string;
  caption: string | null;
  isCover: boolean;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The server's upload rules, checked before the bytes are sent. */
export function checkImage(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, WebP or AVIF image.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 10 MB.';
  return null;
}

/** The list with photo `index` moved one place earlier (-1) or later (+1). */
export function movePhoto<T>(list: T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
