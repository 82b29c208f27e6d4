import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { reviewRefusal } from '../review.policies.js';

const student = { id: 'student', role: 'STUDENT' as const };
const stay = {
  studentId: 'student',
  status: 'COMPLETED' as const,
  checkOut: new Date('2026-03-01T00:00:00Z'),
};

describe('the review window', () => {
  it('ends 14 days after check-out, judged by the date where the hostel is', () => {
    // 2026-03-15 23:30 UTC: still the 15th in Accra (UTC), already the 16th in Kiritimati (UTC+14).
    const now = new Date('2026-03-15T23:30:00Z');
    assert.equal(reviewRefusal(student, stay, 'Africa/Accra', false, now), null);
    assert.equal(
      reviewRefusal(student, stay, 'Pacific/Kiritimati', false, now),
      'Reviews can be written up to 14 days after check-out; this stay ended on 2026-03-01.',
    );
    // And the other way: the 16th in UTC is still the 15th in Honolulu (UTC-10).
    const later = new Date('2026-03-16T05:00:00Z');
    assert.equal(reviewRefusal(student, stay, 'Pacific/Honolulu', false, later), null);
    assert.notEqual(reviewRefusal(student, stay, 'UTC', false, later), null);
  });
});
