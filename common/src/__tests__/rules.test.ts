import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import {
  AMENITY_LIMITS,
  canonicalLocale,
  checkRooms,
  checkMapBounds,
  checkSearch,
  checkTerm,
  DEFAULT_SETTINGS,
  displayNameError,
  fieldLabel,
  FieldRules,
  hasControlCharacters,
  formatMoneyWithCode,
  isCancellable,
  isUuid,
  localeError,
  noteError,
  OWNER_RESERVATION_GROUPS,
  ownerReservationGroup,
  phoneNumberError,
  photoCountError,
  reasonError,
  RESERVATION_STATUSES,
  SETTING_KEYS,
  SETTING_RULES,
  summarizeFieldErrors,
} from '../index.js';

describe('field rules', () => {
  test('texts are trimmed and measured; the first message of a field wins', () => {
    const rules = new FieldRules();
    assert.equal(rules.text('name', '  Legon Court ', 'The name', 3, 100), 'Legon Court');
    rules.text('title', ' ', 'The title', 1, 10);
    rules.text('title', 'x'.repeat(11), 'The title', 1, 10);
    rules.text('short', 'ab', 'The short', 3, 10);
    assert.deepEqual(rules.errors, {
      title: 'The title is required.',
      short: 'The short must be at least 3 characters.',
    });
  });

  test('texts refuse control characters, but not tabs and line breaks', () => {
    assert.equal(hasControlCharacters('a\u0000b'), true);
    assert.equal(hasControlCharacters('bell\u0007'), true);
    assert.equal(hasControlCharacters('\u009b31m'), true);
    assert.equal(hasControlCharacters('line one\r\nline two\tend'), false);
    assert.equal(hasControlCharacters('Ünïcödé ☕'), false);
    const rules = new FieldRules();
    rules.text('name', 'Legon\u0000Court', 'The name', 3, 100);
    assert.deepEqual(rules.errors, { name: 'The name must not contain control characters.' });
    assert.equal(fieldLabel('filter.city'), 'City');
    assert.equal(fieldLabel('roomTypes.0.displayName'), 'Display name');
  });

  test("numbers are whole and in range; a form's empty number field is not a number", () => {
    const rules = new FieldRules();
    rules.int('a', 2.5, 'A', 1, 5);
    rules.int('b', 6, 'B', 1, 5);
    rules.int('c', '', 'C', 1, 5);
    rules.int('d', 5, 'D', 1, 5);
    assert.deepEqual(rules.errors, {
      a: 'A must be a whole number.',
      b: 'B must be between 1 and 5.',
      c: 'C must be a whole number.',
    });
  });

  test('tags are trimmed, de-duplicated and limited', () => {
    const rules = new FieldRules();
    assert.deepEqual(
      rules.tags('amenities', [' Wi-Fi', 'Wi-Fi', '', 'Laundry'], 'amenities', AMENITY_LIMITS),
      ['Wi-Fi', 'Laundry'],
    );
    rules.tags(
      'many',
      Array.from({ length: 31 }, (_, i) => `tag ${i}`),
      'amenities',
      AMENITY_LIMITS,
    );
    assert.equal(rules.errors.many, 'Choose at most 30 amenities.');
  });

  test('one message sums up the errors', () => {
    assert.equal(summarizeFieldErrors({}), null);
    assert.equal(summarizeFieldErrors({ a: 'A is bad.' }), 'A is bad.');
    assert.equal(
      summarizeFieldErrors({ a: 'A is bad.', b: 'B is bad.' }),
      'Some fields need your attention.',
    );
  });
});

test('ids are UUIDs', () => {
  assert.equal(isUuid('7f0c2f4e-0000-4000-8000-000000000001'), true);
  assert.equal(isUuid('7F0C2F4E-0000-4000-8000-000000000001'), true);
  assert.equal(isUuid('-'.repeat(36)), false);
  assert.equal(isUuid('7f0c2f4e-0000-4000-8000-0000000000012'), false);
});

test('phone numbers: E.164 with 7 to 15 digits', () => {
  assert.equal(phoneNumberError('+6831234'), null);
  assert.equal(phoneNumberError('+233201234567'), null);
  assert.equal(phoneNumberError('+123456789012345'), null);
  for (const refused of [
    '+683123',
    '+1234567890123456',
    '0244123456',
    '+0233201234567',
    '+233 20 123 4567',
  ]) {
    assert.equal(
      phoneNumberError(refused),
      'Enter the phone number in international format, e.g. +233201234567.',
      refused,
    );
  }
  assert.equal(displayNameError(' A '), 'The display name must be between 2 and 80 characters.');
  assert.equal(displayNameError(' Ama '), null);
});

test('locales: canonical BCP 47 tags of languages Intl writes dates in', () => {
  assert.equal(canonicalLocale('en-gb'), 'en-GB');
  assert.equal(canonicalLocale('fr'), 'fr');
  assert.equal(canonicalLocale('pt-BR'), 'pt-BR');
  for (const refused of ['', 'english', 'en_GB', 'zz-ZZ', 'x'.repeat(36), 'en-GB-' + 'a'.repeat(30)]) {
    assert.equal(canonicalLocale(refused), null, refused);
    assert.equal(localeError(refused), 'Give a language tag such as en-GB or fr-FR.', refused);
  }
  assert.equal(localeError('de-DE'), null);
});

test('money in messages names the currency by its code', () => {
  assert.equal(formatMoneyWithCode(110050, 'USD'), 'USD 1,100.50');
  assert.equal(formatMoneyWithCode(1500, 'JPY'), 'JPY 1,500');
});

test('reservations: live statuses cancel, notes and reasons have limits', () => {
  assert.deepEqual(RESERVATION_STATUSES.filter(isCancellable), ['PENDING', 'ACCEPTED', 'PAID']);
  assert.equal(noteError(` ${'x'.repeat(1000)} `), null);
  assert.equal(noteError('x'.repeat(1001)), 'The note must be at most 1000 characters.');
  assert.equal(reasonError(' no '), 'Give a reason of at least 5 characters.');
  assert.equal(reasonError('x'.repeat(1001)), 'The reason must be at most 1000 characters.');
  assert.equal(reasonError('The photos are blurry.'), null);
});

test("every status lands in exactly one of the owner's reservation tabs", () => {
  const listed = Object.values(OWNER_RESERVATION_GROUPS).flat();
  assert.deepEqual([...listed].sort(), [...RESERVATION_STATUSES].sort());
  assert.equal(ownerReservationGroup('PAID'), 'UPCOMING');
  assert.equal(ownerReservationGroup('EXPIRED'), 'CANCELLED');
});

test('settings: each has a rule, and the defaults pass it', () => {
  for (const key of SETTING_KEYS) assert.equal(SETTING_RULES[key](DEFAULT_SETTINGS[key]), null, key);
  assert.equal(SETTING_RULES.platformFeePercent(50.5), 'The platform fee must be between 0 and 50 %.');
  assert.equal(SETTING_RULES.currency('usd'), 'Use a three-letter currency code such as USD.');
  assert.equal(SETTING_RULES.paymentHoldHours(1.5), 'The hold must be 1 to 336 hours.');
  assert.equal(SETTING_RULES.reservationHoldHours('48'), 'The hold must be 1 to 336 hours.');
});

test('listing: rooms and terms', () => {
  const rules = new FieldRules();
  const room = { name: ' 4-bed room ', description: '', bedsPerRoom: 4, totalBeds: 20, amenities: [] };
  const { roomTypes } = checkRooms(rules, {
    amenities: [],
    roomTypes: [room, { ...room, name: '4-BED ROOM', totalBeds: 3 }],
  });
  assert.equal(roomTypes[0]!.name, '4-bed room');
  assert.deepEqual(rules.errors, {
    'roomTypes.1.name': 'Two room types have this name; make them distinct.',
    'roomTypes.1.totalBeds': 'Total beds must be at least the beds in one room.',
  });
  assert.equal(photoCountError(0), 'Add at least one photo.');
  assert.equal(photoCountError(31), 'A hostel can have at most 30 photos.');

  const terms = new FieldRules();
  const semester = { pricePeriod: 'SEMESTER' as const, termStart: '2027-05-01', termEnd: '2027-01-01' };
  assert.equal(checkTerm(terms, 'roomTypes.0', semester), null);
  assert.deepEqual(terms.errors, {
    'roomTypes.0.termName': 'Name the term (for example "Fall 2026").',
    'roomTypes.0.termEnd': 'The term must end after it starts.',
  });
});

test('search: defaults, and a message per bad field under the prefix', () => {
  const rules = new FieldRules();
  const search = checkSearch(rules, { city: ' Accra ' }, 'filter.');
  assert.deepEqual(search, {
    city: 'Accra',
    universityId: undefined,
    radiusKm: 15,
    stay: undefined,
    beds: 1,
    minPrice: undefined,
    maxPrice: undefined,
    amenities: [],
    minRating: undefined,
    bounds: undefined,
  });
  checkSearch(rules, {
    universityId: 'nope',
    radiusKm: 16,
    checkIn: '2027-01-10',
    beds: 51,
    minPrice: 500,
    maxPrice: 100,
    minRating: 6,
  });
  assert.deepEqual(rules.errors, {
    universityId: 'Choose a university from the list.',
    radiusKm: 'The radius must be more than 0 and at most 15 km.',
    checkOut: 'Choose a check-out date too.',
    beds: 'Beds must be between 1 and 50.',
    maxPrice: 'The maximum price must be at least the minimum price.',
    minRating: 'The minimum rating must be between 0 and 5.',
  });
});

test('search: a map area, across the antimeridian too, and a message per bad edge', () => {
  const rules = new FieldRules();
  const accra = { north: 5.7, south: 5.5, east: -0.1, west: -0.3 };
  assert.deepEqual(checkSearch(rules, { bounds: accra }).bounds, accra);
  const fiji = { north: -15, south: -20, east: -178, west: 177 };
  assert.deepEqual(checkMapBounds(rules, fiji), fiji);
  assert.deepEqual(rules.errors, {});

  checkSearch(rules, { bounds: { north: 91, south: -90.5, east: 181, west: '' } }, 'filter.');
  assert.deepEqual(rules.errors, {
    'filter.bounds.north': 'The latitude must be between -90 and 90.',
    'filter.bounds.south': 'The latitude must be between -90 and 90.',
    'filter.bounds.east': 'The longitude must be between -180 and 180.',
    'filter.bounds.west': 'The longitude must be between -180 and 180.',
  });
  const flipped = new FieldRules();
  assert.equal(checkMapBounds(flipped, { north: 5, south: 6, east: 1, west: 0 }), undefined);
  assert.equal(checkMapBounds(flipped, { north: 6, south: 5, east: 1, west: 1 }), undefined);
  assert.deepEqual(flipped.errors, {
    south: 'The south edge must be below the north edge.',
    east: 'The east edge must differ from the west edge.',
  });
});
