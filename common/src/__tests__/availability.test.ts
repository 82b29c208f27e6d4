import assert from 'node:assert/strict';
import { test } from 'vitest';
import { addDays, checkBedBlock, FieldRules, isPlainMonth, monthRange } from '../index.js';

test('a block needs two dates in order, at most a year apart, and 1 to all beds', () => {
  const rules = new FieldRules();
  assert.equal(
    checkBedBlock(rules, { from: '2030-01-10', to: '2030-01-12', beds: 2, reason: ' Repairs ' }, 4),
    'Repairs',
  );
  assert.deepEqual(rules.errors, {});
  const bad = new FieldRules();
  checkBedBlock(bad, { from: '2030-01-10', to: '2031-01-12', beds: '', reason: null }, 4);
  assert.deepEqual(bad.errors, {
    to: 'Block at most 366 nights at a time.',
    beds: 'Beds must be a whole number.',
  });
  const backwards = new FieldRules();
  checkBedBlock(backwards, { from: '2030-01-10', to: '2030-01-10', beds: 5 }, 4);
  assert.deepEqual(backwards.errors, {
    to: 'The end must be after the first night.',
    beds: 'Beds must be between 1 and 4.',
  });
});

test('months and days: December rolls over into the next year', () => {
  assert.deepEqual(monthRange('2030-12'), { from: '2030-12-01', to: '2031-01-01' });
  assert.deepEqual(monthRange('2030-02'), { from: '2030-02-01', to: '2030-03-01' });
  assert.equal(isPlainMonth('2030-13'), false);
  assert.equal(isPlainMonth('2030-1'), false);
  assert.equal(addDays('2030-12-31', 1), '2031-01-01');
  assert.equal(addDays('2030-03-01', -1), '2030-02-28');
});
