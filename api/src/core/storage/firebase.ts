import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { Config } from '../config.js';
import type { Storage } from './index.js';

/**
 * Files in a Cloud Storage bucket through firebase-admin. URLs are Firebase download URLs (token
 * based), which work with uniform bucket-level access where `makePublic()` would fail.
 * Content types are the ones the API read from the bytes, never the client's.
 * Not exercised by the tests: it needs a real bucket and network access.
 */
const DOWNLOAD_ENDPOINT = 'https://firebasestorage.googleapis.com/v0';

export function createFirebaseStorage(config: Config): Storage {
  if (!config.storage.bucket) {
    throw new Error('FIREBASE_STORAGE_BUCKET is required when STORAGE_DRIVER=firebase.');
  }
  // Reuse the app the auth module initialised; initialise one only when storage is used first.
  const app = getApps()[0] ?? initializeApp({ projectId: config.firebaseProjectId });
  const bucket = getStorage(app).bucket(config.storage.bucket);

  return {
    driver: 'firebase',
    async put(storagePath, data, { contentType, attachmentName }) {
      const file = bucket.file(storagePath);
      const token = randomUUID();
      await file.save(data, {
        resumable: false,
        contentType,
        metadata: {
          cacheControl: 'public, max-age=31536000, immutable',
          // Objects written through the Cloud Storage API get no Firebase download token by themselves;
          // setting one here makes the URL below valid without a second request.
          metadata: { firebaseStorageDownloadTokens: token },
          ...(attachmentName && {
            contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(attachmentName)}`,
          }),
        },
      });
      // The same URL firebase-admin's getDownloadURL() would build from the token.
      const object = encodeURIComponent(storagePath);
      return { publicUrl: `${DOWNLOAD_ENDPOINT}/b/${bucket.name}/o/${object}?alt=media&token=${token}` };
    },
    async delete(storagePath) {
      await bucket.file(storagePath).delete({ ignoreNotFound: true });
    },
  };
}
