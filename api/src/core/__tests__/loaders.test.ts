import assert from 'node:assert/strict';
import { test } from 'vitest';
import { batchLoader } from '../loaders.js';

test('the batch loader answers loads of one tick with one batch, once per key', async () => {
  const batches: string[][] = [];
  const loader = batchLoader<string, string>(async (keys) => {
    batches.push(keys);
    return new Map(keys.map((key) => [key, key.toUpperCase()]));
  }, '?');
  loader.prime('p', 'primed');
  const values = await Promise.all(['a', 'b', 'a', 'p'].map((key) => loader.load(key)));
  assert.deepEqual(values, ['A', 'B', 'A', 'primed']);
  assert.deepEqual(batches, [['a', 'b']]);
  assert.equal(await loader.load('b'), 'B');
  assert.equal(batches.length, 1);
});

test('a key the batch did not find gets the fallback', async () => {
  const loader = batchLoader<{ id: string }, number | null>(
    async (keys) => new Map(keys.filter((key) => key.id !== 'gone').map((key) => [key.id, key.id.length])),
    null,
    (key) => key.id,
  );
  assert.deepEqual(await Promise.all([loader.load({ id: 'abc' }), loader.load({ id: 'gone' })]), [3, null]);
});
