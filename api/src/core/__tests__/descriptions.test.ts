import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { GraphQLSchema } from 'graphql';
import { pino } from 'pino';
import { createSchema } from '../../schema.js';
import { createPubSub } from '../pubsub.js';
import { undocumented } from '../schema-compat.js';

describe('schema descriptions', () => {
  const pubSub = createPubSub({ logger: pino({ level: 'silent' }) });
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await createSchema({ pubSub });
  });
  afterAll(() => pubSub.close());

  it('describes every type, field, argument and enum value', () => {
    assert.deepEqual(undocumented(schema), [], 'describe these (type-graphql `description:`)');
  });
});
