import { loadSharp } from './image.js';
import type { Storage } from '../../core/storage/index.js';
import type { Prisma } from '../../generated/prisma/client.js';

/**
 * The widths an image is copied at, for `srcset`: a phone's card, a phone's full width or a desktop
 * card at 2x, a desktop gallery, a large screen at 2x. A fixed set, so each image has a handful of
 * copies made once, never one per width a client could ask for.
 */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

const WEBP = { quality: 80 } as const;

/** One stored WebP copy of an image, as kept in `File.variants` (a type, so Prisma takes it as JSON). */
export type ImageVariant = {
  width: number;
  height: number;
  storagePath: string;
  url: string;
};

export interface RenderedVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/** WebP holds at most this many pixels a side. */
const WEBP_MAX_SIDE = 16_383;

/**
 * The widths an image is copied at: every step narrower than it, and its own width when under the
 * widest step; never wider than the image (no upscaling). A very tall image's copies are narrowed
 * until their height fits in WebP; one too thin for that gets none.
 */
export function variantWidths(width: number, height: number): number[] {
  const fits = Math.min(width, Math.floor((WEBP_MAX_SIDE * width) / height));
  if (fits < 1) return [];
  const widest = Math.min(fits, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((step) => step < widest), widest];
}

/** `images/2025/01/<uuid>.jpg` at 640 pixels: `images/2025/01/<uuid>.w640.webp`. */
export const variantPath = (storagePath: string, width: number) =>
  `${storagePath.replace(/\.[a-z0-9]+$/, '')}.w${width}.webp`;

/**
 * WebP copies of a stored image (already upright and without metadata) at variantWidths. One at a
 * time: each decodes the image again, and a photo of tens of megapixels decoded four times at once
 * would hold that many full-size copies in memory.
 */
export async function renderVariants(bytes: Buffer): Promise<RenderedVariant[]> {
  // The image passed the upload's pixel limit (UPLOAD_MAX_IMAGE_PIXELS) before it was stored.
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: false });
  const { width, height } = await input().metadata();
  const rendered: RenderedVariant[] = [];
  for (const target of variantWidths(width, height)) {
    const { data, info } = await input()
      .resize({ width: target })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    rendered.push({ width: info.width, height: info.height, bytes: data });
  }
  return rendered;
}

/** Stores the copies beside the image; all or none: when one fails, the ones stored are removed. */
export async function storeVariants(
  storage: Storage,
  storagePath: string,
  rendered: RenderedVariant[],
): Promise<ImageVariant[]> {
  const stored: ImageVariant[] = [];
  try {
    for (const variant of rendered) {
      const path = variantPath(storagePath, variant.width);
      const { url } = await storage.put(path, variant.bytes, { contentType: 'image/webp' });
      stored.push({ width: variant.width, height: variant.height, storagePath: path, url });
    }
  } catch (error) {
    await deleteVariants(storage, stored);
    throw error;
  }
  return stored;
}

export const deleteVariants = (storage: Storage, variants?: readonly ImageVariant[] | null) =>
  Promise.all((variants ?? []).map((variant) => storage.delete(variant.storagePath)));

/** The variants of a `File.variants` value (written only by storeVariants), or null when there are none yet. */
export const variantsOf = (value: Prisma.JsonValue | null | undefined): ImageVariant[] | null =>
  Array.isArray(value) ? (value as unknown as ImageVariant[]) : null;
