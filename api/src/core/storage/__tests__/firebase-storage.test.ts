// The Firebase driver's document links, offline: firebase-admin signs a V4 URL locally with a
// service account key, and the test checks it the way Cloud Storage does (canonical request,
// RSA-SHA256 over the string to sign). Storing in a real bucket needs the network: not tested here.
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { describe, it } from 'vitest';
import { cert, initializeApp } from 'firebase-admin/app';
import { loadConfig } from '../../config.js';
import { createFirebaseStorage } from '../firebase.js';

const BUCKET = 'demo-hostel.appspot.com';
const CLIENT_EMAIL = 'api@demo-hostel.iam.gserviceaccount.com';

describe('firebase storage', () => {
  it('signs a V4 read URL for one object that expires when asked', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // The driver reuses the first Firebase app, as it does the auth module's in the API.
    initializeApp({
      credential: cert({ projectId: 'demo-hostel', clientEmail: CLIENT_EMAIL, privateKey: pem }),
    });
    const config = loadConfig({ STORAGE_DRIVER: 'firebase', FIREBASE_STORAGE_BUCKET: BUCKET });
    const storage = createFirebaseStorage(config);

    const storagePath = 'archives/2025/01/deed.zip';
    const url = new URL(await storage.signedUrl(storagePath, new Date(Date.now() + 300_000)));
    assert.equal(url.origin, 'https://storage.googleapis.com');
    assert.equal(url.pathname, `/${BUCKET}/${storagePath}`);
    const param = (name: string) => url.searchParams.get(name) ?? '';
    assert.equal(param('X-Goog-Algorithm'), 'GOOG4-RSA-SHA256');
    assert.equal(param('X-Goog-SignedHeaders'), 'host');
    assert.ok(['299', '300'].includes(param('X-Goog-Expires')), param('X-Goog-Expires'));
    const [email, ...scope] = param('X-Goog-Credential').split('/');
    assert.equal(email, CLIENT_EMAIL);

    const query = url.search
      .slice(1)
      .split('&')
      .filter((pair) => !pair.startsWith('X-Goog-Signature='))
      .sort()
      .join('&');
    const canonicalRequest = ['GET', url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'];
    const digest = createHash('sha256').update(canonicalRequest.join('\n')).digest('hex');
    const stringToSign = ['GOOG4-RSA-SHA256', param('X-Goog-Date'), scope.join('/'), digest].join('\n');
    const signature = Buffer.from(param('X-Goog-Signature'), 'hex');
    assert.equal(verify('RSA-SHA256', Buffer.from(stringToSign), publicKey, signature), true);
  });
});
