type Env = Record<string, string | undefined>;
export const NEEDS: Record<
  'chromium' | 'compose' | 'haproxy',
  { what: string; met(env: Env): boolean; packages: string[] }
>;
export function installCommand(packages: string[]): string;
export function ensurePrerequisites(
  names: ('chromium' | 'compose' | 'haproxy')[],
  options?: { env?: Env; canInstall?: boolean; run?: (packages: string[], env: Env) => boolean },
): { installed: string[] };
export function requirePrerequisites(names: ('chromium' | 'compose' | 'haproxy')[]): void;
