// Prisma's schema engine compiled to WebAssembly, driven through driver adapters, so migrations are
// created and applied with no native binary and no network. Migration folders and the
// `_prisma_migrations` table stay exactly what `prisma migrate deploy` reads and writes.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { type EngineTarget, pgFactory, pgliteFactory } from './adapters.js';
import {
  readMigrationsList,
  readSchemaFiles,
  type MigrationsList,
  type SchemaFile,
} from './migrations-dir.js';

export type { EngineTarget };

// Only the engine methods this project calls, typed after schema_engine.d.ts.
interface SchemaFilter {
  externalTables: string[];
  externalEnums: string[];
}
type DiffTarget =
  | { tag: 'empty' }
  | ({ tag: 'migrations' } & MigrationsList)
  | { tag: 'schemaDatamodel'; files: SchemaFile[] };
export interface SchemaEngine {
  diff(params: {
    from: DiffTarget;
    to: DiffTarget;
    script: boolean;
    exitCode: boolean | null;
    filters: SchemaFilter;
  }): Promise<{ exitCode: number; stdout: string | null }>;
  applyMigrations(input: {
    migrationsList: MigrationsList;
    filters: SchemaFilter;
  }): Promise<{ appliedMigrationNames: string[] }>;
  free(): void;
}
interface SchemaEngineModule {
  SchemaEngine: {
    new: (options: object, log: (line: string) => void, adapter: object) => Promise<SchemaEngine>;
  };
}

// The project's TypeScript lib has no WebAssembly types (no DOM lib); this is the part used here.
declare const WebAssembly: {
  instantiate(
    bytes: Uint8Array,
    imports: object,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

const noFilters: SchemaFilter = { externalTables: [], externalEnums: [] };
let enginePromise: Promise<SchemaEngineModule> | undefined;

/** Loads the wasm module once per process (the package's own entry needs a wasm-aware bundler). */
function loadEngineModule(): Promise<SchemaEngineModule> {
  enginePromise ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm');
    const dir = dirname(entry);
    const bg = await import(pathToFileURL(join(dir, 'schema_engine_bg.js')).href);
    const bytes = await readFile(join(dir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': unrefTimers(bg) });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg as SchemaEngineModule;
  })();
  return enginePromise;
}

/**
 * The engine arms a 10 s timer (its migration-lock timeout) that outlives the call, so every
 * process that migrated stayed alive 10 s longer. Its timers never need to keep the process up
 * (the database I/O it waits for does), so they are unref'ed.
 */
function unrefTimers(bg: Record<string, unknown>): Record<string, unknown> {
  const imports = { ...bg };
  for (const name of Object.keys(imports).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
    imports[name] = (fn: () => void, ms: number) => setTimeout(fn, ms >>> 0).unref();
  }
  return imports;
}

/** Runs `fn` with a schema engine connected to `target`, then frees it. */
export async function withSchemaEngine<T>(
  target: EngineTarget,
  fn: (engine: SchemaEngine, schemaFiles: SchemaFile[]) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const schemaFiles = await readSchemaFiles();
  const factory = 'pool' in target ? pgFactory(target.pool) : pgliteFactory(target.pglite);
  const log = process.env.DEBUG_SCHEMA_ENGINE ? (line: string) => console.error(line) : () => {};
  const engine = await SchemaEngine.new(
    { datamodels: schemaFiles.map((f) => [f.path, f.content]) },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await fn(engine, schemaFiles);
  } finally {
    engine.free();
  }
}

/** Applies pending migrations to the database; returns the names of those just applied. */
export async function applyMigrations(target: EngineTarget): Promise<string[]> {
  const migrationsList = await readMigrationsList();
  return withSchemaEngine(target, async (engine) => {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: noFilters });
    return appliedMigrationNames;
  });
}

/**
 * SQL that would bring a database built from the migrations up to schema.prisma ('' when they
 * agree). Needs no database: the migrations are replayed on an in-memory PGlite shadow database.
 */
export async function diffMigrationsToSchema(): Promise<string> {
  const migrationsList = await readMigrationsList();
  return withSchemaEngine({ pglite: undefined }, async (engine, files) => {
    const from: DiffTarget = migrationsList.migrationDirectories.length
      ? { tag: 'migrations', ...migrationsList }
      : { tag: 'empty' };
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return isEmptyScript(result.stdout ?? '') ? '' : (result.stdout ?? '');
  });
}

/** The engine answers an empty diff with a comment line only. */
function isEmptyScript(sql: string): boolean {
  return sql
    .split('\n')
    .map((line) => line.trim())
    .every((line) => line === '' || line.startsWith('--'));
}
