export function isEmulatorUp(host: string): Promise<boolean>;
export function ensureAuthEmulator(options?: {
  host?: string;
  projectId?: string;
  log?: boolean | 'verbose';
}): Promise<{ stop: () => Promise<void>; reused: boolean }>;
