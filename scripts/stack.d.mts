export interface Stack {
  publicUrl: string;
  /** The balancer's internal frontend to the API instances. */
  apiUrl: string;
  statsUrl: string;
  logDir: string;
  /** api1..apiN, worker (and web). */
  names: string[];
  /** Processes that exited without being stopped (their logs are then kept). */
  crashes: string[];
  restart(name: string): Promise<{ exitCode: number | null; stopMs: number; readyMs: number }>;
  stop(): Promise<void>;
}
export function startStack(options: {
  databaseUrl: string;
  redisUrl?: string;
  smtpUrl?: string;
  basePort?: number;
  apiInstances?: number;
  web?: boolean;
  emulatorHost?: string;
  log?: (line: string) => void;
  /** Settings added to every process's environment. */
  env?: Record<string, string>;
}): Promise<Stack>;
export function freshDatabase(serverUrl: string, name: string): Promise<string>;
