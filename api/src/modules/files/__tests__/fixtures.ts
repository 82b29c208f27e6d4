import zlib from 'node:zlib';
import sharp from 'sharp';
import yazl from 'yazl';
import type { ImageFormat } from '../sniff.js';

/** A marker written into EXIF (and GPS) so tests can prove it is gone from the stored bytes. */
export const EXIF_MARKER = 'SecretCameraOwner';

/** A small photo-like image with EXIF, GPS and a 90° orientation tag, in the given format. */
export async function imageWithMetadata(format: ImageFormat, width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({
      IFD0: { Copyright: EXIF_MARKER },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

/**
 * A valid 1-bit greyscale PNG of width x height black pixels: 400 megapixels by default, about 50 KB
 * on disk. Built by hand because asking sharp to write it would itself decode 400 megapixels.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ELF_BYTES = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(120, 0x90),
]);

export interface ZipEntry {
  name: string;
  data?: Buffer;
  compress?: boolean;
  /** Unix mode, e.g. 0o120777 for a symbolic link whose data is the link target. */
  mode?: number;
}

/** Builds a real ZIP with yazl. Deflate unless an entry says otherwise. */
export function buildZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) {
      zip.addEmptyDirectory(entry.name);
      continue;
    }
    const data = entry.data ?? Buffer.from(`contents of ${entry.name}\n`);
    zip.addBuffer(data, entry.name, {
      compress: entry.compress ?? true,
      ...(entry.mode && { mode: entry.mode }),
    });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * yazl refuses dangerous names, as a good writer should; an attacker's tool does not. Build with a
 * harmless placeholder of the same length, then rewrite it in the local and central headers.
 */
export async function zipWithRawName(dangerousName: string): Promise<Buffer> {
  const placeholder = 'q'.repeat(Buffer.byteLength(dangerousName));
  const zip = await buildZip([{ name: 'readme.txt' }, { name: placeholder }]);
  const from = Buffer.from(placeholder);
  const to = Buffer.from(dangerousName);
  let patched = 0;
  for (let at = zip.indexOf(from); at !== -1; at = zip.indexOf(from, at + 1)) {
    to.copy(zip, at);
    patched++;
  }
  if (patched !== 2) throw new Error(`expected the name in 2 headers, found ${patched}`);
  return zip;
}
