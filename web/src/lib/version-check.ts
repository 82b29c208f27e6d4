// New-version detection: the build writes /version.json with the id baked into this bundle.
export interface VersionCheckOptions {
  currentId: string;
  onNewVersion: (id: string) => void;
  url?: string;
  initialDelayMs?: number;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Fetches the deployed build id; null when it cannot be read (offline, 404, not JSON). */
export async function fetchDeployedVersion(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.length > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * Checks 1 s after start, then every 5 minutes and whenever the window regains focus.
 * Calls onNewVersion once per newly seen id. Returns a function that stops checking.
 */
export function startVersionCheck({
  currentId,
  onNewVersion,
  url = '/version.json',
  initialDelayMs = 1000,
  intervalMs = 5 * 60 * 1000,
  fetchImpl,
  target = window,
}: VersionCheckOptions): () => void {
  let announced: string | null = null;
  let stopped = false;

  const check = async () => {
    const id = await fetchDeployedVersion(url, fetchImpl ?? fetch);
    if (stopped || id === null || id === currentId || id === announced) return;
    announced = id;
    onNewVersion(id);
  };

  const onFocus = () => void check();
  const timeout = setTimeout(() => void check(), initialDelayMs);
  const interval = setInterval(() => void check(), intervalMs);
  target.addEventListener('focus', onFocus);

  return () => {
    stopped = true;
    clearTimeout(timeout);
    clearInterval(interval);
    target.removeEventListener('focus', onFocus);
  };
}
