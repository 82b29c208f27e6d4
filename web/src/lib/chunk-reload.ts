// A lazy route chunk can vanish after a deploy (old hashed file names). Reload once to get the new
// build; if it fails again within 10 s, give up and let the error page show instead of looping.
export const CHUNK_RELOAD_KEY = 'hostel.chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

export interface ChunkReloadDeps {
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserDeps: ChunkReloadDeps = {
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
};

/** True when the page already reloaded for a failed chunk less than 10 s ago. */
function reloadedRecently(deps: ChunkReloadDeps): boolean {
  try {
    const last = Number(deps.storage().getItem(CHUNK_RELOAD_KEY));
    const elapsed = deps.now() - last;
    return last > 0 && elapsed >= 0 && elapsed < CHUNK_RELOAD_WINDOW_MS;
  } catch {
    // Without sessionStorage we cannot tell, so never reload (a loop is worse than an error page).
    return true;
  }
}

export async function importWithReload<T>(
  load: () => Promise<T>,
  deps: ChunkReloadDeps = browserDeps,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadedRecently(deps)) throw error;
    try {
      deps.storage().setItem(CHUNK_RELOAD_KEY, String(deps.now()));
    } catch {
      throw error;
    }
    deps.reload();
    // Keep the router waiting while the page reloads rather than flashing the error page.
    return new Promise<T>(() => {});
  }
}
