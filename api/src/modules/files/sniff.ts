/** Content types this API accepts, decided from the bytes alone (never from a name or a client MIME type). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** AVIF is an ISO-BMFF file whose `ftyp` box names `avif` (still) or `avis` (sequence) as a brand. */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    const brand = bytes.toString('latin1', offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (bytes.length >= 16 && isAvif(bytes)) return 'avif';
  return null;
}

/** A ZIP starts with a local file header, or is the 22-byte empty archive (end of central directory only). */
export function isZip(bytes: Buffer): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
}

/** How many leading bytes of an archive entry `sniffArchive` needs (tar's magic sits at offset 257). */
export const ARCHIVE_SNIFF_BYTES = 262;

/** Names the archive format the bytes start with, for refusing archives nested inside an upload. */
export function sniffArchive(bytes: Buffer): string | null {
  if (startsWith(bytes, [0x50, 0x4b]) && [0x03, 0x05, 0x07].includes(bytes[2] ?? 0)) return 'zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(bytes, ascii('Rar!\x1a\x07'))) return 'rar';
  if (startsWith(bytes, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz';
  // "BZh" plus the block size digit, so a text file that merely starts with "BZh" is not mistaken.
  if (startsWith(bytes, ascii('BZh')) && (bytes[3] ?? 0) >= 0x31 && (bytes[3] ?? 0) <= 0x39) return 'bzip2';
  if (startsWith(bytes, ascii('ustar'), 257)) return 'tar';
  return null;
}

const ARCHIVE_EXTENSIONS = new Set([
  'zip',
  'jar',
  'war',
  'apk',
  'gz',
  'tgz',
  '7z',
  'rar',
  'tar',
  'bz2',
  'tbz',
  'tbz2',
  'xz',
  'txz',
  'zst',
  'lz',
  'lzma',
  'cab',
  'z',
]);

/** Office documents (OOXML, OpenDocument) are ZIP containers by design: documents, not nested archives. */
const ZIP_BASED_DOCUMENT_EXTENSIONS = new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export function hasArchiveExtension(name: string): boolean {
  return ARCHIVE_EXTENSIONS.has(extensionOf(name));
}

export function isZipBasedDocumentName(name: string): boolean {
  return ZIP_BASED_DOCUMENT_EXTENSIONS.has(extensionOf(name));
}
