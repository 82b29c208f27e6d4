// Migrations are expand-then-contract (docs/deployment.md): during a rolling deploy the previous
// release still runs against the migrated database, so a migration may add but not take away what
// that release reads. A statement that drops, renames or retypes a table, column or enum value is a
// contract step: allowed only in a migration folder whose contract.md names each thing it removes
// and the release that stopped reading it.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'vitest';
import { migrationsDir } from '../tools/migrations-dir.js';

const name = String.raw`"?([\w]+)"?`;
const CONTRACTING: { what: string; pattern: RegExp }[] = [
  { what: 'DROP TABLE', pattern: new RegExp(String.raw`\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${name}`, 'gi') },
  {
    what: 'DROP COLUMN',
    pattern: new RegExp(String.raw`\bDROP\s+COLUMN\s+(?:IF\s+EXISTS\s+)?${name}`, 'gi'),
  },
  {
    what: 'RENAME',
    pattern: new RegExp(String.raw`\bRENAME\s+(?:COLUMN\s+|VALUE\s+)?'?${name}'?\s+TO\b`, 'gi'),
  },
  { what: 'RENAME TABLE', pattern: new RegExp(String.raw`\bALTER\s+TABLE\s+${name}\s+RENAME\s+TO\b`, 'gi') },
  {
    what: 'ALTER COLUMN TYPE',
    pattern: new RegExp(String.raw`\bALTER\s+COLUMN\s+${name}\s+(?:SET\s+DATA\s+)?TYPE\b`, 'gi'),
  },
  { what: 'DROP TYPE', pattern: new RegExp(String.raw`\bDROP\s+TYPE\s+(?:IF\s+EXISTS\s+)?${name}`, 'gi') },
];

/** What a migration's SQL takes away from the previous release: [statement kind, object name]. */
function contractions(sql: string): [string, string][] {
  const code = sql.replace(/--.*$/gm, '');
  return CONTRACTING.flatMap(({ what, pattern }) =>
    [...code.matchAll(pattern)].map((match): [string, string] => [what, match[1]!]),
  );
}

test('the check sees drops, renames and type changes, and not the expanding statements', () => {
  assert.deepEqual(
    contractions(`
      ALTER TABLE "Message" DROP COLUMN "attachmentId", ADD COLUMN "clientId" UUID;
      ALTER TABLE "Hostel" RENAME COLUMN "title" TO "name";
      ALTER TABLE "Old" RENAME TO "New";
      ALTER TYPE "TicketCategory" RENAME VALUE 'BOOKING' TO 'RESERVATION';
      ALTER TABLE "Payment" ALTER COLUMN "amount" SET DATA TYPE BIGINT;
      DROP TABLE IF EXISTS "Legacy";
      -- DROP TABLE "OnlyInAComment";
      ALTER TABLE "Room" ALTER COLUMN "beds" SET DEFAULT 1, DROP CONSTRAINT "x", ADD COLUMN "y" INT;
      DROP INDEX "Room_idx";
    `),
    [
      ['DROP TABLE', 'Legacy'],
      ['DROP COLUMN', 'attachmentId'],
      ['RENAME', 'title'],
      ['RENAME', 'BOOKING'],
      ['RENAME TABLE', 'Old'],
      ['ALTER COLUMN TYPE', 'amount'],
    ],
  );
});

test('every migration that contracts the schema says in contract.md what it removes and since when', () => {
  const folders = readdirSync(migrationsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  assert.ok(folders.length > 0);
  const unmarked: string[] = [];
  for (const { name: folder } of folders) {
    const found = contractions(readFileSync(join(migrationsDir, folder, 'migration.sql'), 'utf8'));
    if (!found.length) continue;
    const marker = join(migrationsDir, folder, 'contract.md');
    const note = existsSync(marker) ? readFileSync(marker, 'utf8') : '';
    assert.match(note, /release/i, `${folder}/contract.md must name the release that stopped reading it`);
    for (const [what, object] of found) {
      if (!note.includes(object)) unmarked.push(`${folder}: ${what} ${object}`);
    }
  }
  assert.deepEqual(unmarked, [], 'contract steps without a contract.md naming them (docs/deployment.md)');
});
