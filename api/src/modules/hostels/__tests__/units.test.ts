import assert from 'node:assert/strict';
import { test } from 'vitest';
import { checkStay, isPlainDate, isTimeZone } from '@hostel/common';
import { distanceMeters } from '../geo.js';
import { canEditHostel, canViewHostel } from '../hostel.policies.js';
import { FieldCheck } from '../../../core/field-check.js';
import { todayIn } from '../../../core/dates.js';
import { slugify } from '../slug.js';

test('distances: Accra to Kumasi is about 200 km; a point to itself is 0', () => {
  const accra = { latitude: 5.6037, longitude: -0.187 };
  const kumasi = { latitude: 6.6885, longitude: -1.6244 };
  const meters = distanceMeters(accra, kumasi);
  assert.ok(meters > 198_000 && meters < 202_000, String(meters));
  assert.equal(distanceMeters(accra, accra), 0);
});

test('slugs are lower-case ASCII words', () => {
  assert.equal(slugify('  Casa Lúz — Rooms & Beds! '), 'casa-luz-rooms-beds');
  assert.equal(slugify('東京'), 'hostel');
  assert.ok(slugify('a'.repeat(100)).length <= 60);
});

test('time zones, dates and stays', () => {
  assert.equal(isTimeZone('Africa/Accra'), true);
  assert.equal(isTimeZone('UTC'), true);
  assert.equal(isTimeZone('Mars/Base'), false);
  assert.equal(isTimeZone(' UTC'), false);
  assert.equal(isPlainDate('2028-02-29'), true);
  assert.equal(isPlainDate('2027-02-29'), false);
  const check = new FieldCheck();
  assert.deepEqual(checkStay(check, '2027-01-01', '2027-01-03'), {
    checkIn: '2027-01-01',
    checkOut: '2027-01-03',
  });
  assert.equal(checkStay(check, '2027-01-03', '2027-01-03'), undefined);
  assert.equal(check.errors.checkOut, 'Check-out must be after check-in.');
  assert.equal(todayIn('Pacific/Kiritimati', new Date('2027-01-01T12:00:00Z')), '2027-01-02');
});

test('policies: drafts are the owner’s alone; published hostels are public', () => {
  const owner = { id: 'o', role: 'OWNER' as const };
  const admin = { id: 'a', role: 'ADMIN' as const };
  const draft = { ownerId: 'o', status: 'DRAFT' as const };
  assert.equal(canViewHostel(null, draft), false);
  assert.equal(canViewHostel(admin, draft), true);
  assert.equal(canViewHostel(null, { ...draft, status: 'PUBLISHED' }), true);
  assert.equal(canEditHostel(owner, draft), true);
  assert.equal(canEditHostel(admin, draft), false);
  assert.equal(canEditHostel(owner, { ...draft, status: 'PENDING_REVIEW' }), false);
});
