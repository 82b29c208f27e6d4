// The /files route over real HTTP: a document is served only with a valid, unexpired signature of
// its own path; images keep their public, stable URLs.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signStoragePath } from '../../../core/storage/signed-urls.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { buildZip, imageWithMetadata } from './fixtures.js';
import { uploadRequest, type UploadedFile } from './http.js';

const UPLOAD_ARCHIVE = `mutation ($file: Upload!) { uploadArchive(file: $file) { id url storagePath } }`;
const UPLOAD_IMAGE = `mutation ($file: Upload!) { uploadImage(file: $file) { id url storagePath } }`;

let api: TestApi;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let student: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  api = await startTestApi();
  [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
});
afterAll(() => api?.close());

async function upload(query: string, bytes: Buffer, name: string, type: string) {
  const { body } = await uploadRequest<{ uploadArchive: UploadedFile; uploadImage: UploadedFile }>(
    api,
    query,
    'file',
    [{ bytes, name, type }],
    owner.idToken,
  );
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.uploadArchive ?? body.data!.uploadImage;
}

/** Refused with 403 or 404, and not one byte of the ZIP in the answer. */
async function assertRefused(url: URL | string, zip: Buffer, what: string) {
  const response = await fetch(url);
  assert.ok([403, 404].includes(response.status), `${what}: ${response.status}`);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain/, what);
  const body = Buffer.from(await response.arrayBuffer());
  assert.equal(body.includes(zip.subarray(0, 30)), false, what);
}

describe('signed links to documents', () => {
  let zip: Buffer;
  let file: UploadedFile;
  let other: UploadedFile;

  beforeAll(async () => {
    zip = await buildZip([{ name: 'title-deed.txt' }]);
    file = await upload(UPLOAD_ARCHIVE, zip, 'deed.zip', 'application/zip');
    other = await upload(UPLOAD_ARCHIVE, await buildZip([{ name: 'b.txt' }]), 'b.zip', 'application/zip');
  });

  it('serves the document with its own, valid link', async () => {
    const response = await fetch(file.url);
    assert.equal(response.status, 200);
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), zip);
  });

  it('refuses a tampered signature, a missing one and a stretched expiry', async () => {
    const link = new URL(file.url);
    const signature = link.searchParams.get('signature')!;
    const expires = Number(link.searchParams.get('expires'));

    const tampered = new URL(link);
    const last = signature.at(-1) === 'A' ? 'B' : 'A';
    tampered.searchParams.set('signature', `${signature.slice(0, -1)}${last}`);
    await assertRefused(tampered, zip, 'tampered signature');

    const stretched = new URL(link);
    stretched.searchParams.set('expires', String(expires + 3600));
    await assertRefused(stretched, zip, 'later expiry, same signature');

    const unsigned = new URL(link);
    unsigned.search = '';
    await assertRefused(unsigned, zip, 'no signature');

    const doubled = new URL(link);
    doubled.searchParams.append('signature', signature);
    await assertRefused(doubled, zip, 'signature given twice');
  });

  it('refuses a link made for another document', async () => {
    const otherLink = new URL(other.url);
    const borrowed = new URL(`/files/${file.storagePath}${otherLink.search}`, api.url);
    await assertRefused(borrowed, zip, 'signature of another path');
  });

  it('refuses an expired link', async () => {
    const { urlSecret } = api.config.storage;
    const expired = signStoragePath(urlSecret, file.storagePath, new Date(Date.now() - 1000));
    const url = new URL(`/files/${file.storagePath}?${new URLSearchParams({ ...expired })}`, api.url);
    await assertRefused(url, zip, 'expired');
    // The same signing, still in time, is served: the refusal above is about the expiry alone.
    const fresh = signStoragePath(urlSecret, file.storagePath, new Date(Date.now() + 60_000));
    const ok = await fetch(
      new URL(`/files/${file.storagePath}?${new URLSearchParams({ ...fresh })}`, api.url),
    );
    assert.equal(ok.status, 200);
    await ok.arrayBuffer();
  });

  it('refuses a link signed with another secret (another server, or a guess)', async () => {
    const forged = signStoragePath('x'.repeat(43), file.storagePath, new Date(Date.now() + 60_000));
    const url = new URL(`/files/${file.storagePath}?${new URLSearchParams({ ...forged })}`, api.url);
    await assertRefused(url, zip, 'another secret');
  });
});

describe('images', () => {
  it('load from their public, stable URL without a signature', async () => {
    const image = await upload(UPLOAD_IMAGE, await imageWithMetadata('png'), 'photo.png', 'image/png');
    const url = new URL(image.url);
    assert.equal(url.search, '');
    assert.equal(url.pathname, `/files/${image.storagePath}`);
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.match(response.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    await response.arrayBuffer();

    // Anyone signed in may look an image up; its URL is the same for everybody, every time.
    const again = await api.gql(
      `query($id: ID!) { file(id: $id) { url } }`,
      { id: image.id },
      student.idToken,
    );
    assert.equal(again.body.data.file.url, image.url);
  });
});
