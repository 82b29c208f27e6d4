// Set-up file of the Vitest `e2e` project: each test process gets the environment of the stack
// that scripts/lib/e2e-stack.mjs started (ports, fixtures file, mail inbox, database).
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eEnv: Record<string, string>;
  }
}

Object.assign(process.env, inject('e2eEnv'));
