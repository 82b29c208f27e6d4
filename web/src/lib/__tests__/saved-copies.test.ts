import { beforeEach, describe, expect, it } from 'vitest';
import { IDENTITY_CHANGED, setSignedInHint } from '../auth-registry';
import { GraphQLRequestError } from '../graphql-errors';
import {
  forgetSavedCopies,
  readSavedCopy,
  rememberSignedInUser,
  saveCopy,
  withSavedCopy,
} from '../pwa/saved-copies';

const signal = () => new AbortController().signal;
const offline = new TypeError('Failed to fetch');
const pass = { reservation: { code: 'HX7K2P', checkIn: '2026-09-01' } };

describe('saved copies (the offline pass)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    forgetSavedCopies();
    setSignedInHint(true);
  });

  it('saves a read for the confirmed user and answers it when the API cannot be reached', async () => {
    await rememberSignedInUser('user-a');
    expect(await withSavedCopy('details:1', signal(), { data: pass })).toEqual({ data: pass });
    await expect.poll(() => readSavedCopy('details:1')).not.toBeNull();

    const answer = await withSavedCopy('details:1', signal(), { data: null, error: offline });
    expect(answer.data).toEqual(pass);
    expect(answer.savedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(answer.error).toBeUndefined();
  });

  it('waits for the API to confirm who is signed in before saving', async () => {
    const saved = saveCopy('list', pass);
    expect(await readSavedCopy('list')).toBeNull();
    await rememberSignedInUser('user-a');
    await saved;
    expect((await readSavedCopy('list'))?.data).toEqual(pass);
  });

  it('keeps the error when the API answered, or the read was cancelled', async () => {
    await rememberSignedInUser('user-a');
    await saveCopy('list', pass);
    const refused = new GraphQLRequestError([{ message: 'No', extensions: { code: 'FORBIDDEN' } }], null);
    expect(await withSavedCopy('list', signal(), { data: null, error: refused })).toEqual({
      data: null,
      error: refused,
    });
    const cancelled = new AbortController();
    cancelled.abort();
    const aborted = await withSavedCopy('list', cancelled.signal, { data: null, error: offline });
    expect(aborted.data).toBeNull();
  });

  it('deletes every copy on sign-out or a change of user, and reads none signed out', async () => {
    await rememberSignedInUser('user-a');
    await saveCopy('list', pass);
    window.dispatchEvent(new Event(IDENTITY_CHANGED));
    expect(Object.keys(window.localStorage).filter((key) => key.includes('offline.'))).toEqual([]);

    await rememberSignedInUser('user-a');
    await saveCopy('list', pass);
    await rememberSignedInUser('user-b');
    expect(await readSavedCopy('list')).toBeNull();

    await saveCopy('list', { reservation: null });
    setSignedInHint(false);
    expect(await readSavedCopy('list')).toBeNull();
    expect((await withSavedCopy('list', signal(), { data: null, error: offline })).error).toBe(offline);
  });

  it('keeps nothing of an answer that arrives while the person signs out', async () => {
    const remembered = rememberSignedInUser('user-a');
    // Waiting for the confirmation the sign-out cancels: it never writes.
    void saveCopy('me', { me: { uid: 'a' } });
    setSignedInHint(false);
    window.dispatchEvent(new Event(IDENTITY_CHANGED));
    await remembered;
    expect(Object.keys(window.localStorage).filter((key) => key.includes('offline.'))).toEqual([]);
  });

  it('drops a save that was waiting when the person signed out', async () => {
    const pending = saveCopy('list', pass);
    window.dispatchEvent(new Event(IDENTITY_CHANGED));
    await rememberSignedInUser('user-b');
    expect(await readSavedCopy('list')).toBeNull();
    void pending;
  });
});
