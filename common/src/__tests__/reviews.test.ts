import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { checkReview, checkReviewReply, FieldRules, reviewEditableUntil, reviewLastDay } from '../index.js';

const good = { overall: 5, cleanliness: 4, location: 3, value: 2, security: 1, staff: 5 };

describe('review rules', () => {
  test('every rating is a whole number of stars from 1 to 5, and the comment 30 to 2000 characters', () => {
    const rules = new FieldRules();
    assert.equal(checkReview(rules, { ...good, comment: `  ${'a'.repeat(30)}  ` }), 'a'.repeat(30));
    assert.deepEqual(rules.errors, {});

    const bad = new FieldRules();
    checkReview(bad, { ...good, overall: 0, staff: 2.5, value: '', comment: 'Too short' });
    assert.deepEqual(bad.errors, {
      overall: 'Rate overall from 1 to 5 stars.',
      value: 'Rate value from 1 to 5 stars.',
      staff: 'Rate staff from 1 to 5 stars.',
      comment: 'Comment must be at least 30 characters.',
    });
    const long = new FieldRules();
    checkReview(long, { ...good, comment: 'a'.repeat(2001) });
    assert.equal(long.errors.comment, 'Comment must be at most 2000 characters.');
  });

  test('a reply needs text; the windows are 14 days after check-out and 48 hours after posting', () => {
    const rules = new FieldRules();
    checkReviewReply(rules, '   ');
    assert.equal(rules.errors.reply, 'Reply is required.');
    assert.equal(reviewLastDay('2026-02-20'), '2026-03-06');
    assert.equal(
      reviewEditableUntil(new Date('2026-01-01T10:00:00Z')).toISOString(),
      '2026-01-03T10:00:00.000Z',
    );
  });
});
