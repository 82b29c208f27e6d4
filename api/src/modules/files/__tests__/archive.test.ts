import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import zlib from 'node:zlib';
import { AppError } from '../../../core/errors.js';
import { inspectZip, type ArchiveLimits } from '../archive.js';
import { buildZip, ELF_BYTES, zipWithRawName } from './fixtures.js';

const limits: ArchiveLimits = { maxEntries: 10, maxUncompressedBytes: 1024 * 1024, maxCompressionRatio: 100 };

const refused = (message: string) => (error: unknown) => {
  assert.ok(error instanceof AppError, `expected an AppError, got ${String(error)}`);
  assert.equal(error.code, 'BAD_USER_INPUT');
  assert.equal(error.message, message);
  return true;
};

describe('inspectZip', () => {
  it('accepts ordinary documents, folders and the empty archive', async () => {
    const zip = await buildZip([
      { name: 'deeds/' },
      { name: 'deeds/title.pdf' },
      { name: 'photo.jpg', compress: false },
    ]);
    assert.deepEqual(await inspectZip(zip, limits), { entries: 3 });
    assert.deepEqual(await inspectZip(await buildZip([]), limits), { entries: 0 });
  });

  it('refuses bytes that are not a zip, and a truncated zip', async () => {
    await assert.rejects(inspectZip(ELF_BYTES, limits), refused('This file is not a ZIP archive.'));
    const zip = await buildZip([{ name: 'a.txt' }]);
    await assert.rejects(
      inspectZip(zip.subarray(0, zip.length - 10), limits),
      refused('This archive is damaged or could not be read.'),
    );
  });

  it('refuses names that escape the folder', async () => {
    await assert.rejects(
      inspectZip(await zipWithRawName('../etc/passwd'), limits),
      refused('The archive contains a path outside its folder (../etc/passwd).'),
    );
    await assert.rejects(
      inspectZip(await zipWithRawName('docs/../../x'), limits),
      refused('The archive contains a path outside its folder (docs/../../x).'),
    );
    await assert.rejects(
      inspectZip(await zipWithRawName('/etc/passwd'), limits),
      refused('The archive contains an absolute path (/etc/passwd).'),
    );
    await assert.rejects(
      inspectZip(await zipWithRawName('C:/Windows/x'), limits),
      refused('The archive contains an absolute path (C:/Windows/x).'),
    );
    await assert.rejects(
      inspectZip(await zipWithRawName('..\\..\\evil'), limits),
      refused('The archive contains a file name with a backslash (..\\..\\evil).'),
    );
  });

  it('refuses too many entries and too many bytes once unpacked', async () => {
    const eleven = await buildZip(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt` })));
    await assert.rejects(
      inspectZip(eleven, limits),
      refused('The archive has 11 files; at most 10 are allowed.'),
    );
    const random = (size: number) =>
      Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256)));
    const big = await buildZip([
      { name: 'a.bin', data: random(600_000) },
      { name: 'b.bin', data: random(600_000) },
    ]);
    await assert.rejects(inspectZip(big, limits), refused('The archive unpacks to more than 1 MB.'));
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    const roomy = { ...limits, maxUncompressedBytes: 8 * 1024 * 1024 };
    const bomb = await buildZip([{ name: 'zeros.txt', data: Buffer.alloc(4 * 1024 * 1024) }]);
    await assert.rejects(
      inspectZip(bomb, roomy),
      refused('The archive is compressed suspiciously much (zeros.txt); it looks like a zip bomb.'),
    );
  });

  it('accepts a small, highly compressible file and office documents (ZIP containers by design)', async () => {
    const inner = await buildZip([{ name: 'word/document.xml' }]);
    const zip = await buildZip([
      { name: 'notes.txt', data: Buffer.alloc(50_000, 'a') },
      { name: 'title-deed.docx', data: inner, compress: false },
      { name: 'rent-roll.ODS', data: inner, compress: false },
    ]);
    assert.deepEqual(await inspectZip(zip, limits), { entries: 3 });
  });

  it('refuses nested archives by name and by content', async () => {
    const inner = await buildZip([{ name: 'x.txt' }]);
    await assert.rejects(
      inspectZip(await buildZip([{ name: 'inner.zip', data: inner }]), limits),
      refused('The archive contains another archive (inner.zip).'),
    );
    const disguised: [string, Buffer, string][] = [
      ['notes.txt', inner, 'zip'],
      ['notes.txt', zlib.gzipSync('hello'), 'gzip'],
      ['notes.txt', Buffer.concat([Buffer.from('BZh91AY&SY'), Buffer.alloc(32)]), 'bzip2'],
      [
        'notes.txt',
        Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), Buffer.alloc(32)]),
        '7z',
      ],
      ['notes.txt', Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), Buffer.alloc(32)]), 'rar'],
      [
        'notes.txt',
        Buffer.concat([Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]), Buffer.alloc(32)]),
        'xz',
      ],
      ['notes.txt', Buffer.concat([Buffer.alloc(257), Buffer.from('ustar\x0000'), Buffer.alloc(240)]), 'tar'],
    ];
    for (const [name, data, kind] of disguised) {
      await assert.rejects(
        inspectZip(await buildZip([{ name, data, compress: false }]), limits),
        refused(`The archive contains another archive (${name} is ${kind}).`),
      );
    }
  });

  it('refuses a symbolic link, which an extractor would follow out of the folder', async () => {
    const zip = await buildZip([{ name: 'etc', data: Buffer.from('/etc'), mode: 0o120777, compress: false }]);
    await assert.rejects(inspectZip(zip, limits), refused('The archive contains a symbolic link (etc).'));
  });

  it('refuses an encrypted entry', async () => {
    const zip = await buildZip([{ name: 'secret.txt' }]);
    // Set bit 0 (traditional encryption) of the general purpose flags in the local and central headers.
    zip.writeUInt16LE(zip.readUInt16LE(6) | 1, 6);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(zip.readUInt16LE(central + 8) | 1, central + 8);
    await assert.rejects(
      inspectZip(zip, limits),
      refused('The archive contains an encrypted file (secret.txt).'),
    );
  });
});
