// Writes api/schema.graphql from the resolvers (`npm run schema:emit`). Commit the result: the web
// app's codegen and integrators read it, and a test fails when it is stale.
import { writeFileSync } from 'node:fs';
import { pino } from 'pino';
import { createPubSub } from '../core/pubsub.js';
import { createSchema, printSortedSchema, SCHEMA_FILE } from '../schema.js';

const pubSub = createPubSub({ logger: pino({ level: 'silent' }) });
const schema = await createSchema({ pubSub });
writeFileSync(SCHEMA_FILE, printSortedSchema(schema));
await pubSub.close();
console.log(`Wrote ${SCHEMA_FILE}`);
