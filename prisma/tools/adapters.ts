// Driver adapter factories the schema engine migrates through, with the fixes the engine needs.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { Pool } from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/**
 * Migration scripts go to the server whole, as one multi-statement simple query (what Prisma's
 * native engine does). Both adapters get this wrong: @prisma/adapter-pg 7.10 splits the script on
 * every ';' (breaking a ';' inside a comment, a string or a function body), and
 * pglite-prisma-adapter 0.7.2 does not await the script (a failing migration was an unhandled
 * rejection while the engine carried on).
 */
function runScriptsWhole(
  adapter: SqlDriverAdapter,
  run: (script: string) => Promise<unknown>,
): SqlDriverAdapter {
  adapter.executeScript = async (script: string) => {
    try {
      await run(script);
    } catch (error) {
      // As a DriverAdapterError the engine prints PostgreSQL's message, not "External error id#0".
      const e = error as {
        code?: string;
        severity?: string;
        message: string;
        detail?: string;
        hint?: string;
      };
      throw new DriverAdapterError({
        kind: 'postgres',
        code: e.code ?? 'XX000',
        severity: e.severity ?? 'ERROR',
        message: e.message,
        detail: e.detail,
        column: undefined,
        hint: e.hint,
      });
    }
  };
  return adapter;
}

export function pgFactory(pool: Pool): SqlMigrationAwareDriverAdapterFactory {
  const main = new PrismaPg(pool, { disposeExternalPool: false });
  return {
    provider: 'postgres',
    adapterName: main.adapterName,
    connect: async () => runScriptsWhole(await main.connect(), (script) => pool.query(script)),
    connectToShadowDb: () =>
      Promise.reject(new Error('No shadow database on PostgreSQL: diff runs on PGlite.')),
  };
}

async function connectPglite(client: PGlite): Promise<SqlDriverAdapter> {
  return runScriptsWhole(await new PrismaPGlite(client).connect(), (script) => client.exec(script));
}

/**
 * PGlite adapter factory; its shadow database is a throw-away in-memory PGlite. Without a client
 * (a diff between migrations and the schema, which needs no real database) the main connection
 * shares that in-memory PGlite, which saves starting a second one (seconds).
 */
export function pgliteFactory(client: PGlite | undefined): SqlMigrationAwareDriverAdapterFactory {
  let scratch: PGlite | undefined;
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pglite',
    connect: async () => connectPglite(client ?? (scratch ??= new PGlite())),
    connectToShadowDb: async () => {
      const shadow = client ? new PGlite() : (scratch ??= new PGlite());
      const adapter = await connectPglite(shadow);
      adapter.dispose = () => shadow.close();
      return adapter;
    },
  };
}

export type EngineTarget = { pool: Pool } | { pglite: PGlite | undefined };
