// What /developers states about scopes and costs is read from the API's own constants: the scope
// reference the page imports is the @Access scopes as emitted, the cost figures are the config's
// defaults, and the worked example costs what the estimator says.
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COST_EXAMPLE, PAGE_SIZE, QUERY_COST_LIMITS } from '@hostel/common';
import { parse, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { pino } from 'pino';
import { createSchema } from '../../schema.js';
import { loadConfig } from '../config.js';
import { DEFAULT_PAGE_SIZE, estimateCost, MAX_PAGE_SIZE } from '../limits.js';
import { createPubSub } from '../pubsub.js';
import { printScopeReference, SCOPE_REFERENCE_FILE } from '../scope-reference.js';

describe('the figures of the developer docs', () => {
  const pubSub = createPubSub({ logger: pino({ level: 'silent' }) });
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await createSchema({ pubSub });
  });
  afterAll(() => pubSub.close());

  const cost = (query: string) =>
    estimateCost(schema, parse(query).definitions[0] as OperationDefinitionNode, {});

  it('has the committed scope reference match the @Access scopes (run `npm run schema:emit` when this fails)', () => {
    assert.equal(
      readFileSync(SCOPE_REFERENCE_FILE, 'utf8'),
      printScopeReference(schema),
      'scope-reference.json is stale',
    );
  });

  it('states the limits the API applies by default', () => {
    const { limits } = loadConfig({});
    assert.deepEqual(
      [limits.maxCost, limits.costBucketMax, limits.costRestoreRate],
      [QUERY_COST_LIMITS.maximum, QUERY_COST_LIMITS.bucketMaximum, QUERY_COST_LIMITS.restoreRate],
    );
    assert.deepEqual([MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE], [PAGE_SIZE.max, PAGE_SIZE.default]);
  });

  it('prices the worked example as the estimator does, and its largest page fits', () => {
    assert.equal(cost(COST_EXAMPLE.query(PAGE_SIZE.max)), COST_EXAMPLE.cost(PAGE_SIZE.max));
    assert.ok(COST_EXAMPLE.cost(PAGE_SIZE.max) > QUERY_COST_LIMITS.maximum, 'the example shows a refusal');
    const largest = COST_EXAMPLE.largestFirst();
    assert.ok(cost(COST_EXAMPLE.query(largest)) <= QUERY_COST_LIMITS.maximum);
    assert.ok(cost(COST_EXAMPLE.query(largest + 1)) > QUERY_COST_LIMITS.maximum);
    // A scalar costs nothing: one field or two, the page costs the same.
    assert.equal(cost('{ hostels(first: 100) { edges { node { id } } } }'), 201);
    assert.equal(cost('{ hostels(first: 100) { edges { node { id name } } } }'), 201);
  });
});
