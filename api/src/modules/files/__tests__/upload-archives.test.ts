import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signStoragePath } from '../../../core/storage/signed-urls.js';
import { signUpUser, startTestApi } from '../../../test/harness.js';
import { buildZip, zipWithRawName } from './fixtures.js';
import {
  assertRefusedCleanly,
  redirectTmpdir,
  DEFAULT_UPLOADS,
  FILE_FIELDS,
  uploadRequest,
  type Part,
} from './http.js';

const UPLOAD_ARCHIVE = `mutation ($file: Upload!) { uploadArchive(file: $file) { ${FILE_FIELDS} } }`;
const MAX_ARCHIVE_BYTES = 64 * 1024;

describe('archive uploads over HTTP', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let tempDir: string;
  let restoreTmpdir: (() => void) | undefined;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'upload-archives-'));
    api = await startTestApi({
      config: { uploads: { ...DEFAULT_UPLOADS, maxArchiveBytes: MAX_ARCHIVE_BYTES } },
    });
    // graphql-upload buffers uploads in os.tmpdir(); a private one (set once the harness has made its
    // own temp dirs) lets the tests see that its temp files are gone after each request.
    restoreTmpdir = redirectTmpdir(tempDir);
    owner = await signUpUser(api, 'OWNER');
  });
  afterAll(async () => {
    restoreTmpdir?.();
    await api?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  const zipPart = (bytes: Buffer, name = 'proof.zip'): Part => ({ bytes, name, type: 'application/zip' });
  const upload = (bytes: Buffer, name?: string) =>
    uploadRequest(api, UPLOAD_ARCHIVE, 'file', [zipPart(bytes, name)], owner.idToken);

  it('stores a zip of documents and serves it as a download with nosniff', async () => {
    const zip = await buildZip([{ name: 'deeds/' }, { name: 'deeds/title.txt' }, { name: 'id.txt' }]);
    const { body } = await upload(zip, '../../Proof of ownership.zip');
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const file = body.data!.uploadArchive;
    assert.equal(file.kind, 'ARCHIVE');
    assert.equal(file.originalName, 'Proof of ownership.zip'); // folders stripped from the client's name
    assert.equal(file.contentType, 'application/zip');
    assert.equal(file.size, zip.length);
    assert.equal(file.width, null);
    assert.match(file.storagePath, /^archives\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.zip$/);

    const served = await fetch(file.url);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'application/zip');
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
    assert.match(served.headers.get('content-disposition') ?? '', /^attachment/);
    const bytes = Buffer.from(await served.arrayBuffer());
    assert.equal(createHash('sha256').update(bytes).digest('hex'), file.sha256);
    assert.deepEqual(bytes, zip);
  });

  it('answers 404 for unknown and malicious file paths', async () => {
    const missing = 'archives/2020/01/missing.zip';
    const signed = new URLSearchParams({
      ...signStoragePath(api.config.storage.urlSecret, missing, new Date(Date.now() + 60_000)),
    });
    const response = await fetch(`${api.url}/files/${missing}?${signed}`);
    assert.equal(response.status, 404);
    await response.arrayBuffer();
    for (const suffix of ['..%2f..%2fpackage.json', 'images/%2e%2e/x.png', 'x.exe']) {
      const response = await fetch(`${api.url}/files/${suffix}`);
      assert.equal(response.status, 404, suffix);
      await response.arrayBuffer();
    }
  });

  it('accepts an archive of exactly the size limit and refuses one byte more', async () => {
    // A stored (uncompressed) entry of random bytes, padded so the whole zip is exactly the limit.
    const overhead = (await buildZip([{ name: 'a.bin', data: Buffer.alloc(0), compress: false }])).length;
    const exact = await buildZip([
      { name: 'a.bin', data: Buffer.alloc(MAX_ARCHIVE_BYTES - overhead, 7), compress: false },
    ]);
    assert.equal(exact.length, MAX_ARCHIVE_BYTES);
    assert.equal((await upload(exact)).body.errors, undefined);
    const over = await buildZip([
      { name: 'a.bin', data: Buffer.alloc(MAX_ARCHIVE_BYTES - overhead + 1, 7), compress: false },
    ]);
    await assertRefusedCleanly(api, tempDir, () => upload(over), 'The archive is larger than 64 KB.');
  });

  const refusals: [string, () => Promise<Buffer>, string][] = [
    [
      'a path outside its folder',
      () => zipWithRawName('../etc/passwd'),
      'The archive contains a path outside its folder (../etc/passwd).',
    ],
    [
      'an absolute path',
      () => zipWithRawName('/etc/cron.d/x'),
      'The archive contains an absolute path (/etc/cron.d/x).',
    ],
    [
      'a zip bomb',
      () => buildZip([{ name: 'zeros.txt', data: Buffer.alloc(10 * 1024 * 1024) }]),
      'The archive is compressed suspiciously much (zeros.txt); it looks like a zip bomb.',
    ],
    [
      'a nested zip',
      async () => buildZip([{ name: 'inner.zip', data: await buildZip([{ name: 'x.txt' }]) }]),
      'The archive contains another archive (inner.zip).',
    ],
    [
      'a nested zip under an innocent name',
      async () => buildZip([{ name: 'notes.txt', data: await buildZip([{ name: 'x.txt' }]) }]),
      'The archive contains another archive (notes.txt is zip).',
    ],
    [
      'a file that is not a zip',
      async () => Buffer.from('MZ\x90\x00 this is a Windows program'),
      'This file is not a ZIP archive.',
    ],
  ];
  for (const [what, build, message] of refusals) {
    it(`refuses ${what} and leaves nothing behind`, async () => {
      const bytes = await build();
      await assertRefusedCleanly(api, tempDir, () => upload(bytes), message);
    });
  }
});
