import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import sharp from 'sharp';
import { renderVariants, variantPath, variantWidths } from '../variants.js';

describe('image copies', () => {
  it('are made at the fixed widths below the image and at its own width, never wider', () => {
    assert.deepEqual(variantWidths(4000, 3000), [320, 640, 1024, 1600]);
    assert.deepEqual(variantWidths(1600, 900), [320, 640, 1024, 1600]);
    assert.deepEqual(variantWidths(960, 640), [320, 640, 960]);
    assert.deepEqual(variantWidths(640, 640), [320, 640]);
    assert.deepEqual(variantWidths(12, 6), [12]);
  });

  it('keep a very tall image inside WebP’s 16383 pixels a side', async () => {
    assert.deepEqual(variantWidths(1000, 40_000), [320, 409]);
    assert.deepEqual(variantWidths(1, 20_000), []);
    const tall = await sharp({ create: { width: 100, height: 20_000, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    const [copy, ...more] = await renderVariants(tall);
    assert.equal(more.length, 0);
    const metadata = await sharp(copy!.bytes).metadata();
    assert.deepEqual([metadata.format, metadata.width, metadata.height], ['webp', 81, 16_200]);
  });

  it('are stored beside the image, named by width', () => {
    assert.equal(variantPath('images/2025/01/a-b.jpg', 640), 'images/2025/01/a-b.w640.webp');
    assert.equal(variantPath('seed/hostels/x-1.webp', 320), 'seed/hostels/x-1.w320.webp');
  });
});
