import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, importWithReload, type ChunkReloadDeps } from '../chunk-reload';

function fakeDeps(now: number) {
  const reload = vi.fn();
  const deps: ChunkReloadDeps = { storage: () => window.sessionStorage, now: () => now, reload };
  return { deps, reload };
}

const failingImport = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 20)),
  ]);

describe('chunk reload', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('passes a successful import through without reloading', async () => {
    const { deps, reload } = fakeDeps(1_000);
    await expect(importWithReload(() => Promise.resolve({ ok: true }), deps)).resolves.toEqual({ ok: true });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure, records the time and keeps the route waiting', async () => {
    const { deps, reload } = fakeDeps(50_000);
    const result = importWithReload(failingImport, deps);
    expect(await settled(result)).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('50000');
  });

  it('shows the error instead of looping when it fails again within 10 s', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '50000');
    const { deps, reload } = fakeDeps(59_999);
    await expect(importWithReload(failingImport, deps)).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again when the previous reload is older than 10 s', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '50000');
    const { deps, reload } = fakeDeps(60_000);
    expect(await settled(importWithReload(failingImport, deps))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('60000');
  });

  it('treats a garbage timestamp as no previous reload', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, 'not-a-number');
    const { deps, reload } = fakeDeps(1_000);
    expect(await settled(importWithReload(failingImport, deps))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when sessionStorage is unavailable (no way to stop a loop)', async () => {
    const reload = vi.fn();
    const deps: ChunkReloadDeps = {
      storage: () => {
        throw new Error('SecurityError');
      },
      now: () => 1_000,
      reload,
    };
    await expect(importWithReload(failingImport, deps)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});
