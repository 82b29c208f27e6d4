// The embedded database keeps its data on disk across a close and reopen (an API restart).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'vitest';
import { openDatabase } from '../../api/src/core/db.js';
import { migrateDatabase } from '../tools/migrate-database.js';

test('PGlite data in DATA_DIR survives close and reopen', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hostel-pglite-'));
  try {
    const first = await openDatabase({ dataDir });
    assert.equal(first.kind, 'pglite');
    await migrateDatabase(first);
    await first.prisma.setting.create({ data: { key: 'persisted', value: { ok: true } } });
    await first.close();
    await assert.rejects(() => first.ping());

    const second = await openDatabase({ dataDir });
    try {
      await second.ping();
      await migrateDatabase(second); // nothing pending: must not fail or duplicate anything
      const setting = await second.prisma.setting.findUnique({ where: { key: 'persisted' } });
      assert.deepEqual(setting?.value, { ok: true });
    } finally {
      await second.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
