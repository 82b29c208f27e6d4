import type { Config } from '../config.js';
import { createFirebaseStorage } from './firebase.js';
import { createLocalStorage } from './local.js';

export { createLocalFilesRouter } from './router.js';

/**
 * Where uploaded bytes live. Paths are chosen by the caller, unique and immutable (a new upload is a
 * new path), which is what lets the files be cached forever.
 */
export interface Storage {
  driver: 'local' | 'firebase';
  put(
    path: string,
    data: Buffer,
    options: { contentType: string; attachmentName?: string },
  ): Promise<{ publicUrl: string }>;
  /** Deleting a path that does not exist is not an error. */
  delete(path: string): Promise<void>;
}

export function createStorage(config: Config): Storage {
  if (config.storage.driver === 'firebase') return createFirebaseStorage(config);
  return createLocalStorage(config.storage.localDir, '/files');
}
