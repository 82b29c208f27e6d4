import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { checkSupportReply, checkSupportTicket, FieldRules, SUPPORT_LIMITS } from '../index.js';

describe('support rules', () => {
  test('a ticket needs a known topic, a subject and a description within their lengths; texts come back trimmed', () => {
    const rules = new FieldRules();
    const texts = checkSupportTicket(rules, {
      category: 'PAYMENT',
      subject: '  Charged twice  ',
      description: '  My card shows two charges for one stay.  ',
    });
    assert.deepEqual(rules.errors, {});
    assert.deepEqual(texts, {
      subject: 'Charged twice',
      description: 'My card shows two charges for one stay.',
    });

    const bad = new FieldRules();
    checkSupportTicket(bad, {
      category: 'BOOKING',
      subject: 'x'.repeat(SUPPORT_LIMITS.subject.max + 1),
      description: '   ',
    });
    assert.deepEqual(bad.errors, {
      category: 'Choose what your question is about.',
      subject: 'The subject must be at most 120 characters.',
      description: 'The description is required.',
    });
  });

  test('a reply needs text, at most the limit', () => {
    const empty = new FieldRules();
    checkSupportReply(empty, ' \n ');
    assert.deepEqual(empty.errors, { body: 'The message is required.' });
    const long = new FieldRules();
    checkSupportReply(long, 'x'.repeat(SUPPORT_LIMITS.reply.max + 1));
    assert.deepEqual(long.errors, { body: 'The message must be at most 4000 characters.' });
  });
});
