import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { Config } from '../config.js';
import type { Storage } from './index.js';
import { attachmentDisposition, isPublicContentType } from './paths.js';

/**
 * Files in a Cloud Storage bucket through firebase-admin. Content types are the ones the API read
 * from the bytes, never the client's.
 * - Images get a Firebase download URL (token based), which works with uniform bucket-level access
 *   where `makePublic()` would fail.
 * - Private files (documents) get no download token, so nothing but a V4 signed URL opens them.
 *   Signing needs credentials that can sign (a service account key, or the IAM signBlob permission
 *   of the runtime's service account).
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
      const token = isPublicContentType(contentType) ? randomUUID() : undefined;
      await file.save(data, {
        resumable: false,
        contentType,
        metadata: {
          cacheControl: token ? 'public, max-age=31536000, immutable' : 'private, no-store',
          // Objects written through the Cloud Storage API get no Firebase download token by themselves;
          // setting one here makes the URL below valid without a second request.
          ...(token && { metadata: { firebaseStorageDownloadTokens: token } }),
          ...(attachmentName && {
            contentDisposition: attachmentDisposition(attachmentName),
          }),
        },
      });
      const object = encodeURIComponent(storagePath);
      // The same URL firebase-admin's getDownloadURL() would build from the token; a private
      // object's plain address answers only to an authorised or signed request.
      return token
        ? { url: `${DOWNLOAD_ENDPOINT}/b/${bucket.name}/o/${object}?alt=media&token=${token}` }
        : { url: `https://storage.googleapis.com/${bucket.name}/${storagePath}` };
    },
    async read(storagePath) {
      const [bytes] = await bucket.file(storagePath).download();
      return bytes;
    },
    async signedUrl(storagePath, expiresAt, downloadName) {
      const [url] = await bucket.file(storagePath).getSignedUrl({
        version: 'v4',
        action: 'read',
        expires: expiresAt,
        ...(downloadName !== undefined && { responseDisposition: attachmentDisposition(downloadName) }),
      });
      return url;
    },
    async delete(storagePath) {
      await bucket.file(storagePath).delete({ ignoreNotFound: true });
    },
  };
}
