// A proof-of-ownership ZIP, generated (no fixture files): a scanned deed and a registration note.
import yazl from 'yazl';
import { gradientPng } from './images.js';

export function proofZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(gradientPng(200, 120), 'title-deed.png');
  zip.addBuffer(Buffer.from('Business registration BN-2026-0042, Tamale.\n'), 'registration.txt');
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
