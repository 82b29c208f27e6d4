import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import sharp from 'sharp';
import { signUpUser, startTestApi } from '../../../test/harness.js';
import { sniffImage } from '../sniff.js';
import { ELF_BYTES, EXIF_MARKER, imageWithMetadata, pngBomb } from './fixtures.js';
import {
  assertRefusedCleanly,
  DEFAULT_UPLOADS,
  FILE_FIELDS,
  redirectTmpdir,
  snapshot,
  uploadRequest,
  type Part,
  type UploadedFile,
} from './http.js';

const UPLOAD_IMAGE = `mutation ($file: Upload!) { uploadImage(file: $file) { ${FILE_FIELDS} } }`;
const UPLOAD_IMAGES = `mutation ($files: [Upload!]!) { uploadImages(files: $files) { ${FILE_FIELDS} } }`;

describe('image uploads over HTTP', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let alice: Awaited<ReturnType<typeof signUpUser>>;
  let bob: Awaited<ReturnType<typeof signUpUser>>;
  let tempDir: string;
  let restoreTmpdir: (() => void) | undefined;
  let smallPng: Buffer;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'upload-images-'));
    // Random pixels do not compress: this PNG is larger than every other test image, and is the limit.
    smallPng = await sharp(randomBytes(160 * 160 * 3), { raw: { width: 160, height: 160, channels: 3 } })
      .png()
      .toBuffer();
    const uploads = {
      ...DEFAULT_UPLOADS,
      maxFiles: 3,
      maxImageBytes: smallPng.length,
      maxImagePixels: 4_000_000,
    };
    api = await startTestApi({ config: { uploads } });
    // graphql-upload buffers uploads in os.tmpdir(); a private one (set once the harness has made its
    // own temp dirs) lets the tests see that its temp files are gone after each request.
    restoreTmpdir = redirectTmpdir(tempDir);
    alice = await signUpUser(api, 'OWNER');
    bob = await signUpUser(api, 'STUDENT');
  });
  afterAll(async () => {
    restoreTmpdir?.();
    await api?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  const part = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg'): Part => ({ bytes, name, type });

  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
    it(`stores a ${format} image re-encoded, without EXIF/GPS, and serves it with nosniff`, async () => {
      const input = await imageWithMetadata(format, 12, 6);
      const named = part(input, `holiday.${format}`, 'application/octet-stream');
      const { body } = await uploadRequest(api, UPLOAD_IMAGE, 'file', [named], alice.idToken);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const file = body.data!.uploadImage;
      assert.equal(file.kind, 'IMAGE');
      assert.equal(file.originalName, `holiday.${format}`);
      assert.equal(file.contentType, `image/${format}`);
      assert.match(
        file.storagePath,
        new RegExp(`^images/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.${format === 'jpeg' ? 'jpg' : format}$`),
      );
      assert.deepEqual([file.width, file.height], [6, 12]); // rotated upright by its EXIF orientation

      const served = await fetch(file.url);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), `image/${format}`);
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
      assert.match(served.headers.get('cache-control') ?? '', /max-age=31536000.*immutable/);
      const bytes = Buffer.from(await served.arrayBuffer());
      assert.equal(bytes.length, file.size);
      assert.equal(createHash('sha256').update(bytes).digest('hex'), file.sha256);
      assert.equal(sniffImage(bytes), format);
      assert.ok(!bytes.includes(EXIF_MARKER) && !bytes.includes('GPS'), 'metadata stripped');
      assert.equal((await sharp(bytes).metadata()).exif, undefined);

      const row = await api.db.prisma.file.findUniqueOrThrow({ where: { id: file.id } });
      assert.equal(row.uploaderId, alice.userId);
      // Stored root-relative, so a new PUBLIC_URL or port keeps every link working; served absolute.
      assert.equal(row.publicUrl, `/files/${row.storagePath}`);
      assert.equal(file.url, `${api.config.publicUrl}/files/${row.storagePath}`);
    });
  }

  it('refuses a renamed executable and leaves nothing behind', async () => {
    await assertRefusedCleanly(
      api,
      tempDir,
      () => uploadRequest(api, UPLOAD_IMAGE, 'file', [part(ELF_BYTES)], alice.idToken),
      'This file is not a JPEG, PNG, WebP or AVIF image.',
    );
  });

  it('accepts an image of exactly the size limit and refuses one byte more', async () => {
    const exact = await uploadRequest(
      api,
      UPLOAD_IMAGE,
      'file',
      [part(smallPng, 'a.png', 'image/png')],
      alice.idToken,
    );
    assert.equal(exact.body.errors, undefined, JSON.stringify(exact.body.errors));
    const oneOver = Buffer.concat([smallPng, Buffer.from([0])]);
    await assertRefusedCleanly(
      api,
      tempDir,
      () => uploadRequest(api, UPLOAD_IMAGE, 'file', [part(oneOver, 'a.png', 'image/png')], alice.idToken),
      `The image is larger than ${smallPng.length} bytes.`,
    );
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pngBomb();
    assert.ok(bomb.length < smallPng.length, 'the bomb passes the size limit');
    await assertRefusedCleanly(
      api,
      tempDir,
      () => uploadRequest(api, UPLOAD_IMAGE, 'file', [part(bomb, 'bomb.png', 'image/png')], alice.idToken),
      'The image is 20000 × 20000 pixels; images may have at most 4 megapixels.',
    );
  });

  it('stores a batch of images, and refuses too many files with BAD_USER_INPUT', async () => {
    const ok = await uploadRequest<{ uploadImages: UploadedFile[] }>(
      api,
      UPLOAD_IMAGES,
      'files',
      [part(smallPng), part(smallPng)],
      alice.idToken,
    );
    assert.equal(ok.body.errors, undefined, JSON.stringify(ok.body.errors));
    assert.equal(ok.body.data!.uploadImages.length, 2);
    const four = [1, 2, 3, 4].map(() => part(smallPng));
    const before = await snapshot(api, tempDir);
    const tooMany = await uploadRequest<{ uploadImages: UploadedFile[] }>(
      api,
      UPLOAD_IMAGES,
      'files',
      four,
      alice.idToken,
    );
    assert.equal(tooMany.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(tooMany));
    assert.match(tooMany.body.errors?.[0]?.message, /at most 3 files/);
    assert.deepEqual((await snapshot(api, tempDir)).rows, before.rows);
  });

  it('refuses a whole batch when one image is bad', async () => {
    await assertRefusedCleanly(
      api,
      tempDir,
      () =>
        uploadRequest<{ uploadImages: UploadedFile[] }>(
          api,
          UPLOAD_IMAGES,
          'files',
          [part(smallPng), part(ELF_BYTES)],
          alice.idToken,
        ),
      'File 2: This file is not a JPEG, PNG, WebP or AVIF image.',
    );
  });

  it('gives two users uploading the same file name different paths, and keeps both files', async () => {
    const red = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const blue = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    const a = await uploadRequest(
      api,
      UPLOAD_IMAGE,
      'file',
      [part(red, 'photo.png', 'image/png')],
      alice.idToken,
    );
    const b = await uploadRequest(
      api,
      UPLOAD_IMAGE,
      'file',
      [part(blue, 'photo.png', 'image/png')],
      bob.idToken,
    );
    const [fileA, fileB] = [a.body.data!.uploadImage, b.body.data!.uploadImage];
    assert.equal(fileA.originalName, 'photo.png');
    assert.equal(fileB.originalName, 'photo.png');
    assert.notEqual(fileA.storagePath, fileB.storagePath);
    for (const file of [fileA, fileB]) {
      const bytes = Buffer.from(await (await fetch(file.url)).arrayBuffer());
      assert.equal(createHash('sha256').update(bytes).digest('hex'), file.sha256);
    }
    assert.notEqual(fileA.sha256, fileB.sha256);
  });

  it('refuses an upload without a signed-in user', async () => {
    await assertRefusedCleanly(
      api,
      tempDir,
      () => uploadRequest(api, UPLOAD_IMAGE, 'file', [part(smallPng, 'a.png', 'image/png')]),
      'You must be signed in to do this.',
      'UNAUTHENTICATED',
    );
  });
});
