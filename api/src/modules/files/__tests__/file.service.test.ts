import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, it } from 'vitest';
import sharp from 'sharp';
import type { Database } from '../../../core/db.js';
import type { Storage } from '../../../core/storage/index.js';
import { createLocalStorage } from '../../../core/storage/local.js';
import { createTestDatabase } from '../../../test/database.js';
import { testConfig } from '../../../test/harness.js';
import { uploadArchive, uploadImage, type FilesDeps } from '../file.service.js';
import type { FileUpload } from '../upload.js';
import { buildZip, imageWithMetadata } from './fixtures.js';

/** What graphql-upload hands a resolver, over bytes we already have. */
const uploadOf = (bytes: Buffer, filename: string): Promise<FileUpload> =>
  Promise.resolve({
    filename,
    mimetype: 'application/octet-stream',
    encoding: '7bit',
    createReadStream: () => Readable.from([bytes]),
  } as unknown as FileUpload);

describe('file service', () => {
  let db: Database;
  let root: string;
  let deps: FilesDeps;
  let tempDir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'file-service-'));
    const test = testConfig();
    tempDir = test.tempDir;
    deps = {
      db,
      storage: createLocalStorage(root, 'http://x/files', test.config.storage.urlSecret),
      config: test.config,
    };
  });
  afterAll(async () => {
    await db?.close();
    await rm(root, { recursive: true, force: true });
    await rm(tempDir, { recursive: true, force: true });
  });

  const stored = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

  it('removes the stored object again when the database refuses the row', async () => {
    // No user has this id, so the insert's transaction (its uploader's row lock) refuses it after the
    // bytes and the copies were stored.
    const ghost = randomUUID();
    const refused = (error: unknown) =>
      (error as { extensions?: { code?: string } }).extensions?.code === 'FORBIDDEN';
    const image = uploadOf(await imageWithMetadata('png'), 'a.png');
    await assert.rejects(uploadImage(deps, ghost, image), refused);
    const archive = uploadOf(await buildZip([{ name: 'a.txt' }]), 'a.zip');
    await assert.rejects(uploadArchive(deps, ghost, archive), refused);
    assert.deepEqual(await stored(), []);
    assert.equal(await db.prisma.file.count(), 0);
  });

  it('removes the image and the copies stored so far when storing a copy fails', async () => {
    const failing: Storage = {
      ...deps.storage,
      put: (storagePath, data, options) =>
        storagePath.endsWith('.w1024.webp')
          ? Promise.reject(new Error('The disk is full'))
          : deps.storage.put(storagePath, data, options),
    };
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: 'teal' } })
      .jpeg()
      .toBuffer();
    await assert.rejects(
      uploadImage({ ...deps, storage: failing }, randomUUID(), uploadOf(photo, 'a.jpg')),
      /The disk is full/,
    );
    assert.deepEqual(await stored(), []);
    assert.equal(await db.prisma.file.count(), 0);
  });
});
