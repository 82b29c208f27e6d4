import 'reflect-metadata';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { GraphQLSchema } from 'graphql';
import { pino } from 'pino';
import { getMetadataStorage } from 'type-graphql';
import { resolvers } from '../../modules/index.js';
import { createSchema, printSortedSchema, SCHEMA_FILE } from '../../schema.js';
import { PUBLIC_FIELDS } from '../auth.js';
import { createPubSub } from '../pubsub.js';

describe('schema', () => {
  const pubSub = createPubSub({ logger: pino({ level: 'silent' }) });
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await createSchema({ pubSub });
  });
  afterAll(() => pubSub.close());

  it('matches the committed api/schema.graphql (run `npm run schema:emit` when this fails)', () => {
    assert.equal(readFileSync(SCHEMA_FILE, 'utf8'), printSortedSchema(schema), 'api/schema.graphql is stale');
  });

  it('has an auth decision for every root field: @Authorized(...) or an entry in PUBLIC_FIELDS', () => {
    const storage = getMetadataStorage();
    const handlers = {
      Query: storage.queries,
      Mutation: storage.mutations,
      Subscription: storage.subscriptions,
    };
    const undecided: string[] = [];
    const contradictory: string[] = [];
    const rootFields = new Set<string>();
    for (const [typeName, definitions] of Object.entries(handlers)) {
      const type = schema.getType(typeName) as { getFields(): Record<string, unknown> } | undefined;
      for (const fieldName of Object.keys(type?.getFields() ?? {})) {
        const key = `${typeName}.${fieldName}`;
        rootFields.add(key);
        const handler = definitions.find(
          (d) => d.schemaName === fieldName && resolvers.some((r) => r === d.target),
        );
        assert.ok(handler, `no resolver metadata for ${key}`);
        const authorized = handler.roles !== undefined;
        if (!authorized && !(key in PUBLIC_FIELDS)) undecided.push(key);
        if (authorized && key in PUBLIC_FIELDS) contradictory.push(key);
      }
    }
    assert.deepEqual(undecided, [], 'root fields with no @Authorized and not listed in PUBLIC_FIELDS');
    assert.deepEqual(contradictory, [], 'root fields both @Authorized and listed in PUBLIC_FIELDS');
    const stale = Object.keys(PUBLIC_FIELDS).filter((key) => !rootFields.has(key));
    assert.deepEqual(stale, [], 'PUBLIC_FIELDS entries that are not in the schema');
  });
});
