import 'reflect-metadata';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  parse,
  visit,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { pino } from 'pino';
import { createSchema } from '../../schema.js';
import { testConfig } from '../../test/harness.js';
import { DEFAULT_PAGE_SIZE, estimateCost, LIST_BOUNDS } from '../limits.js';
import { createPubSub } from '../pubsub.js';

const isConnection = (type: GraphQLObjectType) =>
  'edges' in type.getFields() && 'pageInfo' in type.getFields();

/** Every query, mutation and fragment the web app sends (its generated document map). */
function webDocuments() {
  const file = fileURLToPath(new URL('../../../../web/src/gql/gql.ts', import.meta.url));
  const source = readFileSync(file, 'utf8');
  const typed = source.slice(source.indexOf('type Documents = {'), source.indexOf('};'));
  const texts = [...typed.matchAll(/^\s*("(?:[^"\\]|\\.)*"): typeof types\./gm)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  const definitions = texts.flatMap((text) => parse(text).definitions);
  const fragments = Object.fromEntries(
    definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  ) as Record<string, FragmentDefinitionNode>;
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return { operations, fragments };
}

/** The operation with every page size at the most allowed: `first: 100` written or passed. */
function atFullPages(operation: OperationDefinitionNode) {
  const full = visit(operation, {
    Argument(node) {
      if ((node.name.value === 'first' || node.name.value === 'last') && node.value.kind === Kind.INT) {
        return { ...node, value: { kind: Kind.INT, value: '100' } };
      }
      return undefined;
    },
  });
  // Only `first`/`last` are read by the estimate, so every Int variable may be 100.
  const variables = Object.fromEntries(
    (operation.variableDefinitions ?? []).map((d) => [d.variable.name.value, 100]),
  );
  return { operation: full, variables };
}

describe('query cost', () => {
  const pubSub = createPubSub({ logger: pino({ level: 'silent' }) });
  let schema: GraphQLSchema;
  let maxCost: number;
  beforeAll(async () => {
    schema = await createSchema({ pubSub });
    const { config, tempDir } = testConfig();
    rmSync(tempDir, { recursive: true, force: true });
    maxCost = config.limits.maxCost;
  });
  afterAll(() => pubSub.close());

  it('knows the bound of every list of objects without `first`, and no bound of a list that is gone', () => {
    const lists: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || isConnection(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const paged = field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
        if (isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type)) && !paged) {
          lists.push(`${type.name}.${field.name}`);
        }
      }
    }
    assert.deepEqual(
      lists.filter((list) => !(list in LIST_BOUNDS)),
      [],
      'add these to LIST_BOUNDS',
    );
    assert.deepEqual(
      Object.keys(LIST_BOUNDS).filter((list) => !lists.includes(list)),
      [],
      'stale LIST_BOUNDS',
    );
  });

  it('fits every query of the web app with every page at first: 100 under the maximum', () => {
    const { operations, fragments } = webDocuments();
    assert.ok(operations.length > 50, `only ${operations.length} operations found`);
    const over = operations.flatMap((each) => {
      const { operation, variables } = atFullPages(each);
      const cost = estimateCost(schema, operation, fragments, variables);
      return cost > maxCost ? [`${each.name?.value}: ${cost}`] : [];
    });
    assert.deepEqual(over, [], `over ${maxCost}`);
  });

  it('fits every connection of Query with first: 100 and every field of its nodes and their objects', () => {
    /** Every leaf, and every single object's leaves down to `depth` objects (lists left out). */
    const fields = (type: GraphQLObjectType, depth: number): string =>
      Object.values(type.getFields())
        .flatMap((field) => {
          if (field.args.some((arg) => getNullableType(arg.type) === arg.type)) return []; // required args
          const named = getNamedType(field.type);
          if (isLeafType(named)) return [field.name];
          if (depth === 0 || isListType(getNullableType(field.type)) || !isObjectType(named)) return [];
          if (isConnection(named)) return [];
          const below = fields(named, depth - 1);
          return below ? [`${field.name} { ${below} }`] : [];
        })
        .join(' ');
    const over: string[] = [];
    let checked = 0;
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const connection = getNamedType(field.type);
      if (!isObjectType(connection) || !isConnection(connection)) continue;
      const node = getNamedType(connection.getFields().edges!.type) as GraphQLObjectType;
      const required = field.args.filter(
        (arg) => getNullableType(arg.type) === arg.type && !arg.defaultValue,
      );
      const args = ['first: 100', ...required.map((arg) => `${arg.name}: $${arg.name}`)].join(', ');
      const vars = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const text = `query ${vars ? `(${vars})` : ''} { ${field.name}(${args}) { totalCount pageInfo { endCursor }
        edges { cursor node { ${fields(getNamedType(node.getFields().node!.type) as GraphQLObjectType, 2)} } } } }`;
      const operation = parse(text).definitions[0] as OperationDefinitionNode;
      const cost = estimateCost(schema, operation, {});
      checked++;
      if (cost > maxCost) over.push(`${field.name}: ${cost}`);
    }
    assert.ok(checked > 15, `only ${checked} connections`);
    assert.deepEqual(over, [], `over ${maxCost}`);
  });

  it('counts a page of last like one of first, and a page without either at the default size', () => {
    const cost = (paging: string) =>
      estimateCost(
        schema,
        parse(`{ notifications${paging} { edges { node { id } } } }`)
          .definitions[0] as OperationDefinitionNode,
        {},
      );
    assert.equal(cost('(last: 50)'), 1 + 50 * 2);
    assert.equal(cost('(last: 50)'), cost('(first: 50)'));
    assert.equal(cost(''), cost(`(first: ${DEFAULT_PAGE_SIZE})`));
  });
});
