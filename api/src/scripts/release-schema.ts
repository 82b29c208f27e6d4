// `npm run schema:release`: makes the emitted api/schema.graphql the released one that the
// breaking-change check compares with (core/schema-compat.ts). Run it when the API is released,
// after `npm run schema:emit`; refused when the schema breaks the stability contract. Add the
// release's entry to api/CHANGELOG.md.
import { copyFileSync, readFileSync } from 'node:fs';
import { refusedChanges, RELEASED_SCHEMA_FILE, releasedSchema } from '../core/schema-compat.js';
import { SCHEMA_FILE } from '../schema.js';

const refused = await refusedChanges(releasedSchema(), readFileSync(SCHEMA_FILE, 'utf8'));
if (refused.length > 0) {
  console.error(`Not released: breaking changes the policy does not allow:\n- ${refused.join('\n- ')}`);
  process.exit(1);
}
copyFileSync(SCHEMA_FILE, RELEASED_SCHEMA_FILE);
console.log(`Wrote ${RELEASED_SCHEMA_FILE}`);
