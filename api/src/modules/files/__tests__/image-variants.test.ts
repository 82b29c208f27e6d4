import assert from 'node:assert/strict';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { runJobs } from '../../../core/jobs.js';
import { Prisma } from '../../../generated/prisma/client.js';
import { signUpUser, startTestApi } from '../../../test/harness.js';
import { insertHostel } from '../../hostels/__tests__/search-fixtures.js';
import { deleteUnattachedUploads, makeMissingVariants } from '../file.jobs.js';
import { buildZip, imageWithMetadata } from './fixtures.js';
import { DEFAULT_UPLOADS, FILE_FIELDS, uploadRequest, type Part, type UploadedFile } from './http.js';

const FIELDS = `${FILE_FIELDS} srcSet`;
const UPLOAD_IMAGE = `mutation ($file: Upload!) { uploadImage(file: $file) { ${FIELDS} } }`;
const UPLOAD_ARCHIVE = `mutation ($file: Upload!) { uploadArchive(file: $file) { ${FIELDS} } }`;

type Uploaded = UploadedFile & { srcSet: string | null };

/** A srcset's candidates: URL and width descriptor. */
const candidates = (srcSet: string) =>
  srcSet.split(', ').map((candidate) => {
    const [url, descriptor, ...rest] = candidate.split(' ');
    assert.equal(rest.length, 0, candidate);
    assert.match(descriptor!, /^\d+w$/);
    return { url: url!, width: Number.parseInt(descriptor!, 10) };
  });

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

describe('responsive image copies', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  const silent = pino({ level: 'silent' });

  beforeAll(async () => {
    api = await startTestApi({ config: { uploads: { ...DEFAULT_UPLOADS } } });
    owner = await signUpUser(api, 'OWNER');
  });
  afterAll(() => api?.close());

  const storedFiles = async () =>
    (await readdir(api.config.storage.localDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(api.config.storage.localDir, path.join(entry.parentPath, entry.name)))
      .sort();

  const upload = async (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg'): Promise<Uploaded> => {
    const part: Part = { bytes, name, type };
    const { body } = await uploadRequest<{ uploadImage: Uploaded }>(
      api,
      UPLOAD_IMAGE,
      'file',
      [part],
      owner.idToken,
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data!.uploadImage;
  };

  it('makes WebP copies at the fixed widths, served public, immutable and as WebP', async () => {
    const file = await upload(await photo(2400, 1600));
    assert.ok(file.srcSet, 'srcSet is set');
    const list = candidates(file.srcSet);
    assert.deepEqual(
      list.map((c) => c.width),
      [320, 640, 1024, 1600],
    );
    for (const { url, width } of list) {
      // Absolute, beside the image, named by width.
      assert.equal(
        url,
        `${api.config.publicUrl}/files/${file.storagePath.replace(/\.jpg$/, `.w${width}.webp`)}`,
      );
      const served = await fetch(url);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/webp');
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      assert.equal(metadata.format, 'webp');
      assert.deepEqual([metadata.width, metadata.height], [width, Math.round((width * 2) / 3)]);
      assert.equal(metadata.exif, undefined);
    }
  });

  it('never upscales: a narrow image gets the steps below it and its own width', async () => {
    const narrow = await upload(await photo(700, 350, 'png'), 'narrow.png', 'image/png');
    assert.deepEqual(
      candidates(narrow.srcSet!).map((c) => c.width),
      [320, 640, 700],
    );
    const tiny = await upload(await photo(200, 100));
    const [only] = candidates(tiny.srcSet!);
    assert.equal(candidates(tiny.srcSet!).length, 1);
    assert.equal(only!.width, 200);
    const metadata = await sharp(Buffer.from(await (await fetch(only!.url)).arrayBuffer())).metadata();
    assert.deepEqual([metadata.format, metadata.width, metadata.height], ['webp', 200, 100]);
  });

  it('copies an image upright: the copies follow the EXIF orientation the upload applied', async () => {
    const file = await upload(await imageWithMetadata('jpeg', 400, 200)); // orientation 6: 200x400 upright
    assert.deepEqual([file.width, file.height], [200, 400]);
    const [copy] = candidates(file.srcSet!);
    const metadata = await sharp(Buffer.from(await (await fetch(copy!.url)).arrayBuffer())).metadata();
    assert.deepEqual([metadata.width, metadata.height], [200, 400]);
  });

  it('gives a document no srcSet, and lists the copies wherever a photo is read', async () => {
    const zip = await buildZip([{ name: 'deed.txt' }]);
    const { body } = await uploadRequest<{ uploadArchive: Uploaded }>(
      api,
      UPLOAD_ARCHIVE,
      'file',
      [{ bytes: zip, name: 'deed.zip', type: 'application/zip' }],
      owner.idToken,
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.equal(body.data!.uploadArchive.srcSet, null);

    // A published hostel whose cover is an uploaded photo: the search's cover loader and the hostel
    // page's photos read the copies from the same row (raw SQL and Prisma alike).
    const image = await upload(await photo(1200, 800));
    const hostel = await insertHostel(api.db, { ownerId: owner.userId, city: 'Variantville' });
    const fixture = await api.db.prisma.hostelPhoto.findFirstOrThrow({ where: { hostelId: hostel.id } });
    await api.db.prisma.hostelPhoto.update({ where: { id: fixture.id }, data: { fileId: image.id } });
    // The fixture's own cover is a row without bytes: removed, it leaves the job's test real images only.
    await api.db.prisma.file.delete({ where: { id: fixture.fileId } });
    const search = await api.gql(
      `query { hostels(filter: { city: "Variantville" }, sort: NEWEST, first: 5) {
        edges { node { coverPhoto { srcSet } photos { file { srcSet } } } } } }`,
    );
    assert.equal(search.body.errors, undefined, JSON.stringify(search.body.errors));
    const [edge] = search.body.data.hostels.edges;
    assert.equal(edge.node.coverPhoto.srcSet, image.srcSet);
    assert.equal(edge.node.photos[0].file.srcSet, image.srcSet);
    const one = await api.gql(
      `query ($id: ID!) { file(id: $id) { srcSet } }`,
      { id: image.id },
      owner.idToken,
    );
    assert.equal(one.body.data.file.srcSet, image.srcSet);
  });

  it('makes the copies of images stored before them, once; one whose bytes are gone gets none', async () => {
    const older = await upload(await photo(900, 600));
    const lost = await upload(await photo(500, 500));
    const copies = (file: Uploaded) => candidates(file.srcSet!).map((c) => c.url.split('/files/')[1]!);
    // As the rows and storage of images uploaded before copies were made look.
    await api.db.prisma.file.updateMany({
      where: { id: { in: [older.id, lost.id] } },
      data: { variants: Prisma.DbNull },
    });
    for (const storagePath of [...copies(older), ...copies(lost), lost.storagePath]) {
      await rm(path.join(api.config.storage.localDir, storagePath));
    }
    const refetch = `query ($id: ID!) { file(id: $id) { srcSet } }`;
    assert.equal((await api.gql(refetch, { id: older.id }, owner.idToken)).body.data.file.srcSet, null);

    const job = makeMissingVariants(api.services.storage, silent);
    assert.equal((await runJobs(api.db, [job], silent))[job.name], 2);
    assert.equal(
      (await api.gql(refetch, { id: older.id }, owner.idToken)).body.data.file.srcSet,
      older.srcSet,
    );
    for (const storagePath of copies(older)) assert.ok((await storedFiles()).includes(storagePath));
    assert.equal((await api.gql(refetch, { id: lost.id }, owner.idToken)).body.data.file.srcSet, null);
    assert.deepEqual((await api.db.prisma.file.findUniqueOrThrow({ where: { id: lost.id } })).variants, []);
    // Nothing left to do: the next run handles none.
    assert.equal((await runJobs(api.db, [job], silent))[job.name], 0);
  });

  it('removes an unattached image with its copies', async () => {
    const file = await upload(await photo(800, 400));
    const paths = [file.storagePath, ...candidates(file.srcSet!).map((c) => c.url.split('/files/')[1]!)];
    for (const storagePath of paths) assert.ok((await storedFiles()).includes(storagePath), storagePath);
    await api.db.prisma.file.update({
      where: { id: file.id },
      data: { createdAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    const job = deleteUnattachedUploads(api.services.storage);
    await runJobs(api.db, [job], silent);
    assert.equal(await api.db.prisma.file.count({ where: { id: file.id } }), 0);
    const left = await storedFiles();
    for (const storagePath of paths) assert.ok(!left.includes(storagePath), storagePath);
  });
});
