import 'reflect-metadata';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { GraphQLSchema } from 'graphql';
import { pino } from 'pino';
import { createSchema } from '../../schema.js';
import { createPubSub } from '../pubsub.js';
import { undocumented } from '../schema-compat.js';

// The members that had no description when this test came (issue 19): the list only shrinks.
const KNOWN_FILE = fileURLToPath(new URL('./fixtures/undocumented.txt', import.meta.url));

describe('schema descriptions', () => {
  const pubSub = createPubSub({ logger: pino({ level: 'silent' }) });
  let schema: GraphQLSchema;
  before(async () => {
    schema = await createSchema({ pubSub });
  });
  after(() => pubSub.close());

  it('describes every type, field, argument and enum value (but the known gaps, which only shrink)', () => {
    const known = new Set(readFileSync(KNOWN_FILE, 'utf8').split('\n').filter(Boolean));
    const missing = undocumented(schema);
    assert.deepEqual(
      missing.filter((name) => !known.has(name)),
      [],
      'describe these (type-graphql `description:`)',
    );
    assert.deepEqual(
      [...known].filter((name) => !missing.includes(name)),
      [],
      `described now: remove them from ${KNOWN_FILE}`,
    );
  });
});
