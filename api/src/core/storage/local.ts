import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './index.js';
import { resolveStoragePath } from './paths.js';
import { downloadSignedText, signStoragePath } from './signed-urls.js';

/**
 * Files in a local directory, served by the API under `publicPrefix` (root-relative, e.g. `/files`);
 * private files only with a signature made with `urlSecret` (checked by the files router).
 * Writes are atomic: a hidden temp file in the same folder, then rename.
 */
export function createLocalStorage(root: string, publicPrefix: string, urlSecret: string): Storage {
  const fileFor = (storagePath: string) => {
    const file = resolveStoragePath(root, storagePath);
    if (!file) throw new Error(`Invalid storage path: ${JSON.stringify(storagePath)}`);
    return file;
  };

  return {
    driver: 'local',
    async put(storagePath, data) {
      const file = fileFor(storagePath);
      await mkdir(path.dirname(file), { recursive: true });
      // Same directory, so rename() never crosses a file system; the leading dot keeps it unservable.
      const temp = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, data, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { url: `${publicPrefix}/${storagePath}` };
    },
    read(storagePath) {
      return readFile(fileFor(storagePath));
    },
    async signedUrl(storagePath, expiresAt, downloadName) {
      fileFor(storagePath);
      const text = downloadSignedText(storagePath, downloadName);
      const query = new URLSearchParams({
        ...(downloadName !== undefined && { name: downloadName }),
        ...signStoragePath(urlSecret, text, expiresAt),
      });
      return `${publicPrefix}/${storagePath}?${query}`;
    },
    async delete(storagePath) {
      await rm(fileFor(storagePath), { force: true });
    },
  };
}
