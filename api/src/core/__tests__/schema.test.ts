import 'reflect-metadata';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { pino } from 'pino';
import { getMetadataStorage } from 'type-graphql';
import { resolvers } from '../../modules/index.js';
import { createSchema, printSortedSchema, SCHEMA_FILE } from '../../schema.js';
import { accessOf } from '../access.js';
import { createPubSub } from '../pubsub.js';

type RootType = 'Query' | 'Mutation' | 'Subscription';

/** Every root field of the built schema, as `Type.field`, the field and its type's name. */
function rootFields(schema: GraphQLSchema): [string, GraphQLField<unknown, unknown>, RootType][] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((typeName) => {
    const type = schema.getType(typeName) as { getFields(): Record<string, GraphQLField<unknown, unknown>> };
    return Object.values(type.getFields()).map(
      (field) => [`${typeName}.${field.name}`, field, typeName] as [string, typeof field, RootType],
    );
  });
}

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

  it('has an @Access decision on every root field, and the authChecker applies its roles', () => {
    const storage = getMetadataStorage();
    const handlers = {
      Query: storage.queries,
      Mutation: storage.mutations,
      Subscription: storage.subscriptions,
    };
    const undecided: string[] = [];
    const otherRoles: string[] = [];
    for (const [key, field, typeName] of rootFields(schema)) {
      const access = accessOf(field);
      if (!access) {
        undecided.push(key);
        continue;
      }
      const handler = handlers[typeName].find(
        (d) => d.schemaName === field.name && resolvers.some((r) => r === d.target),
      );
      assert.ok(handler, `no resolver metadata for ${key}`);
      // A class-level @Authorized would override a public field, or a second decorator the stated roles.
      const checked =
        access.roles === 'public' ? undefined : access.roles === 'signed-in' ? [] : access.roles;
      if (JSON.stringify(handler.roles) !== JSON.stringify(checked)) otherRoles.push(key);
    }
    assert.ok(undecided.length + otherRoles.length < rootFields(schema).length, 'the walk found root fields');
    assert.deepEqual(undecided, [], 'root fields with no @Access');
    assert.deepEqual(otherRoles, [], 'root fields whose checked roles differ from their @Access');
  });

  it('names as policies only functions of a *.policies.ts file that services call', async () => {
    const modulesDir = fileURLToPath(new URL('../../modules/', import.meta.url));
    const exported = new Map<unknown, string>();
    const callers: string[] = [];
    const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('__tests__'))
      .map((file) => path.join(modulesDir, file));
    for (const file of files) {
      if (file.endsWith('.policies.ts')) {
        for (const [name, value] of Object.entries(await import(file))) exported.set(value, name);
      } else if (!file.endsWith('.resolver.ts')) callers.push(readFileSync(file, 'utf8'));
    }
    const wrong: string[] = [];
    for (const [key, field] of rootFields(schema)) {
      for (const policy of accessOf(field)?.policies ?? []) {
        if (typeof policy === 'string') continue;
        const name = exported.get(policy);
        if (!name) wrong.push(`${key}: ${policy.name} is not exported by a *.policies.ts`);
        else if (!callers.some((text) => new RegExp(`\\b${name}\\(`).test(text)))
          wrong.push(`${key}: no service calls ${name}`);
      }
    }
    assert.ok(exported.size > 10, 'the policies files were read');
    assert.deepEqual(wrong, []);
  });
});
