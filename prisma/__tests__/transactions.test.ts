// Interactive transactions behave the same on PostgreSQL and on PGlite, whose single connection
// has to run concurrent transactions one after another.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Database } from '../../api/src/core/db.js';
import { createTestDatabase } from '../../api/src/test/database.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

test('concurrent interactive transactions commit or roll back independently', async () => {
  const results = await Promise.allSettled(
    Array.from({ length: 6 }, (_, i) =>
      db.prisma.$transaction(async (tx) => {
        await tx.setting.create({ data: { key: `tx-${i}`, value: i } });
        // Yield mid-transaction so the others really are in flight at the same time.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const seen = await tx.setting.count({ where: { key: { startsWith: 'tx-' } } });
        if (i % 3 === 2) throw new Error(`abort ${i}`);
        return seen;
      }),
    ),
  );
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'rejected'],
  );
  const keys = (
    await db.prisma.setting.findMany({ where: { key: { startsWith: 'tx-' } }, orderBy: { key: 'asc' } })
  ).map((s) => s.key);
  assert.deepEqual(keys, ['tx-0', 'tx-1', 'tx-3', 'tx-4']);
});
