type Env = Record<string, string | undefined>;
export function ensureWebBuild(
  env?: Env,
  options?: { root?: string; build?: (web: string, env: Env) => void },
): boolean;
