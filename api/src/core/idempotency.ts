// Idempotency keys of the mutations that create something (DESIGN.md section 6): a client that lost
// an answer sends the request again with the same key and gets what the first one made, never a
// second object. A key belongs to one credential (an API token's client, or a user's web session:
// core/throttle.ts credentialKey) and is kept with the user (IdempotencyKey).
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY, isIdempotencyKey } from '@hostel/common';
import { writeAs } from './acting-user.js';
import type { Viewer } from './auth.js';
import { sqlOf, type Database, type Tx } from './db.js';
import { badUserInput, conflict } from './errors.js';
import { IDEMPOTENCY_KEY_HOURS } from './idempotency.job.js';
import { takeIdempotencyKey } from './idempotency.sql.js';
import { stableJson } from './pagination.js';
import { credentialKey } from './throttle.js';

const { minLength, maxLength, characters } = IDEMPOTENCY_KEY;

/** The schema's description of every optional `idempotencyKey`. */
export const IDEMPOTENCY_KEY_DESCRIPTION = `Optional, ${minLength} to ${maxLength} ${characters}, unique per request you mean: sent again with the same input, it answers what the first request made and creates nothing; with other input it is refused (CONFLICT). Keys are per API client (or web session) and kept ${IDEMPOTENCY_KEY_HOURS} hours.`;

/** BAD_USER_INPUT on `field` unless `key` is a well-formed idempotency key. */
export function checkIdempotencyKey(key: string, field = 'idempotencyKey'): void {
  if (isIdempotencyKey(key)) return;
  throw badUserInput(`The idempotency key must be ${minLength} to ${maxLength} ${characters}.`, {
    [field]: 'Invalid key.',
  });
}

/** A request made with a key: whose key, and a fingerprint of the mutation and its input. */
export interface Keyed {
  userId: string;
  credential: string;
  key: string;
  operation: string;
  fingerprint: string;
}

/**
 * The keyed request of `viewer`'s `operation` with `input` (everything but the key), or null when no
 * key was sent. BAD_USER_INPUT on `field` for a malformed key.
 */
export function keyedRequest(
  viewer: Viewer | null,
  operation: string,
  key: string | null | undefined,
  input: unknown,
  field = 'idempotencyKey',
): Keyed | null {
  if (key === null || key === undefined) return null;
  checkIdempotencyKey(key, field);
  const credential = credentialKey(viewer);
  if (!viewer?.user || !credential) throw new Error('An idempotency key needs a signed-in viewer.');
  const fingerprint = createHash('sha256')
    .update(`${operation}\n${stableJson(input)}`)
    .digest('base64url');
  return { userId: viewer.user.id, credential, key, operation, fingerprint };
}

/**
 * Runs `create` as a write of `userId` (writeAs: their row locked first), once per key: the key is
 * taken next, so a concurrent request
 * with the same key waits on its unique index until the first commits (then answers the same) or
 * rolls back (then creates). A refused request (bad input) leaves the key free. Without a key,
 * `create` simply runs. `replay` reads what the first request made again (null when it is gone).
 */
export async function createOnce<T>(
  db: Database,
  userId: string,
  keyed: Keyed | null,
  create: (tx: Tx) => Promise<{ id: string; answer: T }>,
  replay: (tx: Tx, id: string) => Promise<T | null>,
): Promise<T> {
  if (!keyed) return writeAs(db, userId, async (tx) => (await create(tx)).answer);
  const { credential, key, fingerprint } = keyed;
  return writeAs(db, userId, async (tx) => {
    const taken = await takeIdempotencyKey(sqlOf(tx), keyed);
    if (taken) {
      const made = await create(tx);
      await tx.idempotencyKey.update({ where: { id: taken }, data: { resultId: made.id } });
      return made.answer;
    }
    const first = await tx.idempotencyKey.findUniqueOrThrow({
      where: { credential_key: { credential, key } },
    });
    if (first.fingerprint !== fingerprint) {
      throw conflict(
        `This idempotency key was used for another request (${first.operation} with other input); use a new key for a new request.`,
      );
    }
    const answer = first.resultId ? await replay(tx, first.resultId) : null;
    if (answer === null) {
      throw conflict('What the first request with this idempotency key made is gone; use a new key.');
    }
    return answer;
  });
}
