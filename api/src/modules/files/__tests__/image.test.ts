import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../../../core/errors.js';
import { processImage } from '../image.js';
import { sniffImage } from '../sniff.js';
import { ELF_BYTES, EXIF_MARKER, imageWithMetadata, pngBomb } from './fixtures.js';

const MAX_PIXELS = 40_000_000;

const refusedWith = (message: string) => (error: unknown) => {
  assert.ok(error instanceof AppError, `expected an AppError, got ${String(error)}`);
  assert.equal(error.code, 'BAD_USER_INPUT');
  assert.equal(error.message, message);
  return true;
};

describe('processImage', () => {
  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
    it(`re-encodes ${format} upright and without EXIF or GPS`, async () => {
      const input = await imageWithMetadata(format); // 40x20 with orientation 6 (rotate 90°)
      assert.ok(input.includes(EXIF_MARKER), 'fixture carries the marker');

      const image = await processImage(input, MAX_PIXELS);

      assert.equal(sniffImage(image.bytes), format);
      assert.equal(image.contentType, `image/${format}`);
      assert.deepEqual([image.width, image.height], [20, 40]);
      const metadata = await sharp(image.bytes).metadata();
      assert.equal(metadata.exif, undefined);
      assert.equal(metadata.xmp, undefined);
      assert.ok(!image.bytes.includes(EXIF_MARKER));
      assert.ok(!image.bytes.includes('GPS'));
    });
  }

  it('refuses bytes that are not an image, whatever they are called', async () => {
    await assert.rejects(processImage(ELF_BYTES, MAX_PIXELS), /not a JPEG, PNG, WebP or AVIF image/);
    await assert.rejects(processImage(Buffer.alloc(0), MAX_PIXELS), /not a JPEG, PNG, WebP or AVIF image/);
  });

  it('refuses a GIF and an SVG even though sharp could read them', async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"></svg>');
    await assert.rejects(processImage(gif, MAX_PIXELS), /not a JPEG, PNG, WebP or AVIF image/);
    await assert.rejects(processImage(svg, MAX_PIXELS), /not a JPEG, PNG, WebP or AVIF image/);
  });

  it('refuses a damaged image with the right magic bytes', async () => {
    const png = await imageWithMetadata('png');
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(60, 0xaa)]);
    await assert.rejects(processImage(damaged, MAX_PIXELS), /damaged or could not be read/);
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = pngBomb(20_000, 20_000);
    assert.ok(bomb.length < 100_000, 'the bomb is small on disk');
    const started = performance.now();
    await assert.rejects(
      processImage(bomb, MAX_PIXELS),
      refusedWith('The image is 20000 × 20000 pixels; images may have at most 40 megapixels.'),
    );
    assert.ok(performance.now() - started < 2000, 'refused without decoding 400 megapixels');
  });

  it('accepts exactly the pixel limit and refuses one pixel more', async () => {
    const exact = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    assert.equal((await processImage(exact, 100)).width, 10);
    await assert.rejects(processImage(exact, 99), /10 × 10 pixels; images may have at most 99 pixels/);
  });
});
