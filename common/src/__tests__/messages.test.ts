import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import {
  CONTACT_HIDDEN,
  hasContactDetails,
  maskContactDetails,
  MESSAGE_LIMITS,
  messageBodyError,
} from '../index.js';

describe('message rules', () => {
  test('a message needs text or an image, and at most the limit of characters', () => {
    assert.equal(messageBodyError('  \n ', 0), 'Write a message or attach a file.');
    assert.equal(messageBodyError('', 1), null);
    assert.equal(messageBodyError('x'.repeat(MESSAGE_LIMITS.bodyLength), 0), null);
    assert.equal(
      messageBodyError('x'.repeat(MESSAGE_LIMITS.bodyLength + 1), 0),
      'A message must be at most 4,000 characters.',
    );
  });

  test('contact details are masked: e-mail, phone numbers, other booking sites', () => {
    const H = CONTACT_HIDDEN;
    assert.equal(maskContactDetails('mail me at ama.k@example.com please'), `mail me at ${H} please`);
    assert.equal(maskContactDetails('call +233 24 123 4567 or 024-123-4567'), `call ${H} or ${H}`);
    assert.equal(maskContactDetails('(020) 7946 0958'), H);
    assert.equal(
      maskContactDetails('book on https://www.airbnb.com/rooms/1 or wa.me/233241234567'),
      `book on ${H} or ${H}`,
    );
    assert.equal(maskContactDetails('see booking.com'), `see ${H}`);
  });

  test('ordinary text, prices, dates and other links stay as they are', () => {
    for (const text of [
      'The room costs 1200 a month, 2 beds, from 2026-09-01.',
      'Room 12, floor 3. Check-in at 14:00.',
      'Map: https://maps.example.org/place/123',
      'Line one\nLine two',
      'The chat.me page',
    ]) {
      assert.equal(maskContactDetails(text), text, text);
      assert.equal(hasContactDetails(text), false);
    }
  });
});
