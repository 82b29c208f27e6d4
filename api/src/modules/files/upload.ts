import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badUserInput } from '../../core/errors.js';

export type { FileUpload };

export interface ReceivedFile {
  originalName: string;
  bytes: Buffer;
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : bytes >= 1024 && bytes % 1024 === 0
      ? `${bytes / 1024} KB`
      : `${bytes} bytes`;

/** Keeps the name readable as data: no folders, no control characters, bounded length. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // Control characters, and the bidi controls that make "photo\u202Egpj.exe" display as "photoexe.jpg".
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return clean.slice(0, 200) || 'file';
}

/**
 * Reads an upload into memory, stopping as soon as it passes `maxBytes` (at most maxBytes + 1 bytes are
 * buffered), so an oversized file costs neither memory nor time.
 */
export async function receiveFile(
  upload: Promise<FileUpload>,
  maxBytes: number,
  what: string,
): Promise<ReceivedFile> {
  const file = await upload;
  const tooLarge = () => badUserInput(`The ${what} is larger than ${formatBytes(maxBytes)}.`);
  const chunks: Buffer[] = [];
  let total = 0;
  let stream;
  try {
    stream = file.createReadStream();
  } catch (error) {
    throw isUploadLimitError(error) ? tooLarge() : error;
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    // graphql-upload's own request-wide size cap (maxFileSize) surfaces as an HTTP 413 stream error.
    throw isUploadLimitError(error) ? tooLarge() : error;
  } finally {
    stream.destroy();
  }
  return { originalName: sanitizeFileName(file.filename), bytes: Buffer.concat(chunks, total) };
}

const isUploadLimitError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413;
