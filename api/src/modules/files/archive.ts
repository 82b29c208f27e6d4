import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { badUserInput } from '../../core/errors.js';
import { formatBytes } from './upload.js';
import {
  ARCHIVE_SNIFF_BYTES,
  hasArchiveExtension,
  isZip,
  isZipBasedDocumentName,
  sniffArchive,
} from './sniff.js';

export interface ArchiveLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
}

export const NOT_A_ZIP = 'This file is not a ZIP archive.';
const UNREADABLE = 'This archive is damaged or could not be read.';

// Exported by yauzl 3 but missing from @types/yauzl 2: decodes an entry name the way extractors do,
// preferring the Info-ZIP Unicode Path extra field over the raw name.
const { getFileNameLowLevel } = yauzl as unknown as {
  getFileNameLowLevel(flags: number, raw: Buffer, extraFields: Entry['extraFields'], strict: boolean): string;
};

/**
 * Checks a ZIP without extracting it: the central directory gives names, sizes and flags, and only
 * the first few bytes of each file are inflated to recognise archives nested inside. Sizes are the
 * ones the archive declares; yauzl fails the read if an entry inflates past its declared size.
 */
export async function inspectZip(bytes: Buffer, limits: ArchiveLimits): Promise<{ entries: number }> {
  if (!isZip(bytes)) throw badUserInput(NOT_A_ZIP);
  const zip = await open(bytes);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw badUserInput(
        `The archive has ${zip.entryCount} files; at most ${limits.maxEntries} are allowed.`,
      );
    }
    let totalUncompressed = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = checkEntryName(entry);
      if (entry.isEncrypted() || entry.generalPurposeBitFlag & 0x40) {
        throw badUserInput(`The archive contains an encrypted file (${name}).`);
      }
      if (isSymlink(entry)) throw badUserInput(`The archive contains a symbolic link (${name}).`);
      totalUncompressed += entry.uncompressedSize;
      if (totalUncompressed > limits.maxUncompressedBytes) {
        throw badUserInput(`The archive unpacks to more than ${formatBytes(limits.maxUncompressedBytes)}.`);
      }
      // Small entries (a page of repeated characters) may compress 100:1 harmlessly; bombs are big.
      if (
        entry.uncompressedSize > PER_ENTRY_RATIO_FLOOR_BYTES &&
        ratio(entry.uncompressedSize, entry.compressedSize) > limits.maxCompressionRatio
      ) {
        throw badUserInput(
          `The archive is compressed suspiciously much (${name}); it looks like a zip bomb.`,
        );
      }
      if (name.endsWith('/')) continue;
      if (hasArchiveExtension(name)) throw badUserInput(`The archive contains another archive (${name}).`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw badUserInput(`The archive uses a compression method that cannot be checked (${name}).`);
      }
      const nested = sniffArchive(await readHead(zip, entry));
      if (nested && !(nested === 'zip' && isZipBasedDocumentName(name)))
        throw badUserInput(`The archive contains another archive (${name} is ${nested}).`);
    }
    if (ratio(totalUncompressed, bytes.length) > limits.maxCompressionRatio) {
      throw badUserInput('The archive is compressed suspiciously much; it looks like a zip bomb.');
    }
    return { entries: zip.entryCount };
  } finally {
    zip.close();
  }
}

const PER_ENTRY_RATIO_FLOOR_BYTES = 1024 * 1024;

const ratio = (uncompressed: number, compressed: number) =>
  uncompressed === 0 ? 0 : uncompressed / Math.max(compressed, 1);

// Unix mode lives in the high 16 bits of the external attributes when the archive was made on Unix.
const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;

/** Refuses names an extractor could be tricked with; checks both the raw name and the Unicode one. */
function checkEntryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer; // decodeStrings: false leaves names as bytes
  const names = [
    raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1'),
    getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true),
  ];
  for (const name of names) {
    if (name.includes('\\'))
      throw badUserInput(`The archive contains a file name with a backslash (${name}).`);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f]/.test(name))
      throw badUserInput('The archive contains a file name with control characters.');
    if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) {
      throw badUserInput(`The archive contains an absolute path (${name}).`);
    }
    if (name.split('/').includes('..'))
      throw badUserInput(`The archive contains a path outside its folder (${name}).`);
    if (name === '') throw badUserInput('The archive contains a file without a name.');
  }
  return names[1]!;
}

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(badUserInput(UNREADABLE)) : resolve(zip)),
    );
  });
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () =>
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
    zip.once('entry', (entry: Entry) => (cleanup(), resolve(entry)));
    zip.once('end', () => (cleanup(), resolve(null)));
    zip.once('error', () => (cleanup(), reject(badUserInput(UNREADABLE))));
    zip.readEntry();
  });
}

/** Inflates at most the first ARCHIVE_SNIFF_BYTES of an entry, then stops reading. */
function readHead(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(badUserInput(UNREADABLE));
      const chunks: Buffer[] = [];
      let length = 0;
      const finish = () => {
        stream.removeAllListeners('data');
        stream.destroy();
        resolve(Buffer.concat(chunks).subarray(0, ARCHIVE_SNIFF_BYTES));
      };
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= ARCHIVE_SNIFF_BYTES) finish();
      });
      stream.once('end', finish);
      // `on`, not `once`: destroying an inflating stream may emit a late error after we resolved.
      stream.on('error', () => reject(badUserInput(UNREADABLE)));
    });
  });
}
