import type { Config } from '../config.js';
import { createFirebaseStorage } from './firebase.js';
import { createLocalStorage } from './local.js';

export { createLocalFilesRouter } from './router.js';

/**
 * Where uploaded bytes live. Paths are chosen by the caller, unique and immutable (a new upload is a
 * new path), which is what lets the files be cached forever. Images are public; every other content
 * type is private (see isPublicContentType) and only ever reached through `signedUrl`.
 */
export interface Storage {
  driver: 'local' | 'firebase';
  /**
   * Returns the object's URL: where an image is served from, for good; for a private file an address
   * that serves nothing without a signature (kept for the record, never handed out).
   */
  put(
    path: string,
    data: Buffer,
    options: { contentType: string; attachmentName?: string },
  ): Promise<{ url: string }>;
  /** The stored bytes (to make an image's copies after the fact); throws when the path holds nothing. */
  read(path: string): Promise<Buffer>;
  /**
   * A link to a private file that works until `expiresAt` and never after; the browser saves it
   * under `downloadName` when given (else the name it was stored with, if any, else the path's).
   */
  signedUrl(path: string, expiresAt: Date, downloadName?: string): Promise<string>;
  /** Deleting a path that does not exist is not an error. */
  delete(path: string): Promise<void>;
}

export function createStorage(config: Config): Storage {
  if (config.storage.driver === 'firebase') return createFirebaseStorage(config);
  return createLocalStorage(config.storage.localDir, '/files', config.storage.urlSecret);
}
