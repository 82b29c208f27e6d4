import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { asSentence } from '../index.js';

describe('reasons as sentences', () => {
  test('a full stop is added only when the reason does not end a sentence already', () => {
    assert.equal(asSentence('Plans changed (audit)'), 'Plans changed (audit).');
    assert.equal(asSentence('Plans changed (audit).'), 'Plans changed (audit).');
    assert.equal(asSentence('  Really?  '), 'Really?');
    assert.equal(asSentence('He said “no.”'), 'He said “no.”');
    assert.equal(asSentence('Fake listings!'), 'Fake listings!');
  });
});
