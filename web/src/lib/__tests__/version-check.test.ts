import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDeployedVersion, startVersionCheck } from '../version-check';

const respond = (body: unknown, init: ResponseInit = { status: 200 }) =>
  Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), init));

describe('version check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks 1 s after start and announces a different build id once', async () => {
    const fetchImpl = vi.fn(() => respond({ id: 'new' }));
    const onNewVersion = vi.fn();
    const stop = startVersionCheck({ currentId: 'old', onNewVersion, fetchImpl });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
    expect(onNewVersion).toHaveBeenCalledWith('new');
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays quiet while the deployed id equals the bundle id, then polls every 5 minutes', async () => {
    const fetchImpl = vi.fn(() => respond({ id: 'same' }));
    const onNewVersion = vi.fn();
    const stop = startVersionCheck({ currentId: 'same', onNewVersion, fetchImpl });
    await vi.advanceTimersByTimeAsync(1000 + 2 * 5 * 60 * 1000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('checks again when the window regains focus, and stops cleanly', async () => {
    const fetchImpl = vi.fn(() => respond({ id: 'same' }));
    const stop = startVersionCheck({ currentId: 'same', onNewVersion: vi.fn(), fetchImpl });
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('ignores network errors, HTTP errors, HTML and malformed bodies', async () => {
    await expect(
      fetchDeployedVersion('/v', () => Promise.reject(new TypeError('offline'))),
    ).resolves.toBeNull();
    await expect(fetchDeployedVersion('/v', () => respond({ id: 'x' }, { status: 404 }))).resolves.toBeNull();
    await expect(fetchDeployedVersion('/v', () => respond('<!doctype html>'))).resolves.toBeNull();
    await expect(fetchDeployedVersion('/v', () => respond({ id: 42 }))).resolves.toBeNull();
    await expect(fetchDeployedVersion('/v', () => respond('null'))).resolves.toBeNull();

    const onNewVersion = vi.fn();
    const stop = startVersionCheck({
      currentId: 'a',
      onNewVersion,
      fetchImpl: () => Promise.reject(new TypeError('offline')),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });
});
