import { badUserInput } from '../../core/errors.js';
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, sniffImage, type ImageFormat } from './sniff.js';

/** sharp (libvips) loads with the first image: only uploads need it, not a start (bench:startup). */
export const loadSharp = async () => (await import('sharp')).default;

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export const NOT_AN_IMAGE = 'This file is not a JPEG, PNG, WebP or AVIF image.';
const UNREADABLE = 'This image is damaged or could not be read.';

/** The format sharp must report for bytes we sniffed as `format` (AVIF is HEIF with AV1 compression). */
const SHARP_FORMAT: Record<ImageFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

const ENCODE_OPTIONS = {
  jpeg: { quality: 85, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 85 },
  avif: { quality: 60 },
} as const;

/**
 * Re-encodes an untrusted image in its own format: rotated upright from its EXIF orientation, then
 * written without ANY metadata (sharp drops EXIF, GPS, XMP and IPTC unless told to keep them), so
 * the stored bytes are ours, not the uploader's. Only the first frame of an animation is kept.
 * The pixel limit is checked from the header before a single pixel is decoded.
 */
export async function processImage(input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const format = sniffImage(input);
  if (!format) throw badUserInput(NOT_AN_IMAGE);

  const options = { limitInputPixels: maxPixels, failOn: 'error', autoOrient: true } as const;
  const sharp = await loadSharp();
  let metadata;
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw badUserInput(UNREADABLE);
  }
  const isExpectedFormat =
    metadata.format === SHARP_FORMAT[format] && (format !== 'avif' || metadata.compression === 'av1');
  if (!isExpectedFormat) throw badUserInput(NOT_AN_IMAGE);
  if (metadata.width * metadata.height > maxPixels) {
    throw badUserInput(
      `The image is ${metadata.width} × ${metadata.height} pixels; images may have at most ${formatPixels(maxPixels)}.`,
    );
  }

  try {
    const { data, info } = await sharp(input, options)
      .toFormat(format, ENCODE_OPTIONS[format])
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: IMAGE_CONTENT_TYPES[format],
      extension: IMAGE_EXTENSIONS[format],
      width: info.width,
      height: info.height,
    };
  } catch {
    throw badUserInput(UNREADABLE);
  }
}

const formatPixels = (pixels: number) =>
  pixels >= 1_000_000 ? `${Math.round(pixels / 100_000) / 10} megapixels` : `${pixels} pixels`;
