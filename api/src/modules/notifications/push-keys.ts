// The VAPID key pair the push channel signs with: the configured one (VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY, required in production), else one made on first start and kept in DATA_DIR,
// so `npm start` needs no setup and browsers' subscriptions survive a restart. Subscriptions are
// bound to the public key: a new pair makes every browser subscribe again.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../core/config.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

/** The pair to sign with; null when push is off. Reads or writes DATA_DIR once, at start. */
export function vapidKeys(config: Config): VapidKeys | null {
  if (!config.push.enabled) return null;
  if (config.push.vapid) return config.push.vapid;
  const file = join(config.dataDir, VAPID_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  try {
    // `wx`: of two processes starting on one DATA_DIR, the first one's pair is the one kept.
    writeFileSync(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
    return made;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof kept.publicKey !== 'string' || typeof kept.privateKey !== 'string') {
    throw new Error(`${file} holds no VAPID key pair: delete it to make a new one.`);
  }
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
