// Writes api/schema.graphql from the resolvers (`npm run schema:emit`), and the scope reference the
// /developers page shows. Commit both: the web app's codegen, its docs and integrators read them, and
// tests fail when they are stale.
import { writeFileSync } from 'node:fs';
import { pino } from 'pino';
import { createPubSub } from '../core/pubsub.js';
import { printScopeReference, SCOPE_REFERENCE_FILE } from '../core/scope-reference.js';
import { createSchema, printSortedSchema, SCHEMA_FILE } from '../schema.js';

const pubSub = createPubSub({ logger: pino({ level: 'silent' }) });
const schema = await createSchema({ pubSub });
writeFileSync(SCHEMA_FILE, printSortedSchema(schema));
writeFileSync(SCOPE_REFERENCE_FILE, printScopeReference(schema));
await pubSub.close();
console.log(`Wrote ${SCHEMA_FILE} and ${SCOPE_REFERENCE_FILE}`);
