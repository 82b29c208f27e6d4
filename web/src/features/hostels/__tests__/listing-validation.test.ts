import { describe, expect, it } from 'vitest';
import { reasonError as validateReason } from '@hostel/common';
import {
  validateBasics,
  validateLocation,
  validatePricing,
  validateRooms,
  type RoomValues,
} from '../listing/listing-validation';
import { checkImage, movePhoto } from '../listing/photo-list';

const basics = {
  name: 'Legon Court',
  description: 'Quiet rooms ten minutes from campus, water and Wi-Fi included.',
  genderPolicy: 'MIXED' as const,
  houseRules: '',
  timeZone: 'Africa/Accra',
};

const room: RoomValues = {
  id: null,
  name: '4-bed room',
  description: '',
  bedsPerRoom: 4,
  totalBeds: 20,
  amenities: [],
};

describe('step 1: basics', () => {
  it('accepts a complete step and names each bad field like the server', () => {
    expect(validateBasics(basics)).toEqual({});
    expect(validateBasics({ ...basics, name: ' ', description: 'short', timeZone: 'Mars/Olympus' })).toEqual({
      name: 'The name is required.',
      description: 'The description must be at least 20 characters.',
      timeZone: 'Choose a time zone from the list (for example Africa/Accra).',
    });
    expect(validateBasics({ ...basics, name: 'x'.repeat(101) }).name).toBe(
      'The name must be at most 100 characters.',
    );
  });
});

describe('step 2: location', () => {
  it('checks the address and the coordinates', () => {
    const location = {
      address: '12 Okponglo Rd',
      city: 'Accra',
      country: 'Ghana',
      latitude: 5.65,
      longitude: -0.19,
    };
    expect(validateLocation(location)).toEqual({});
    expect(validateLocation({ ...location, latitude: 91, longitude: '' })).toEqual({
      latitude: 'The latitude must be between -90 and 90.',
      longitude: 'The longitude must be between -180 and 180.',
    });
  });
});

describe('step 3: rooms', () => {
  it('needs a room type with sensible beds and distinct names', () => {
    expect(validateRooms({ amenities: ['Wi-Fi'], roomTypes: [room] })).toEqual({});
    expect(validateRooms({ amenities: [], roomTypes: [] })).toEqual({
      roomTypes: 'Add at least one room type.',
    });
    expect(
      validateRooms({
        amenities: [],
        roomTypes: [room, { ...room, name: '4-Bed Room', bedsPerRoom: 6, totalBeds: 3 }],
      }),
    ).toEqual({
      'roomTypes.1.name': 'Two room types have this name; make them distinct.',
      'roomTypes.1.totalBeds': 'Total beds must be at least the beds in one room.',
    });
    expect(validateRooms({ amenities: [], roomTypes: [{ ...room, bedsPerRoom: 1.5 }] })).toEqual({
      'roomTypes.0.bedsPerRoom': 'Beds per room must be a whole number.',
    });
  });
});

describe('price step', () => {
  const priced = {
    id: 'r1',
    name: '4-bed room',
    pricePerBed: '450',
    pricePeriod: 'MONTH' as const,
    termName: '',
    termStart: '',
    termEnd: '',
  };
  it('needs a price and, for a semester, the term', () => {
    expect(validatePricing({ currency: 'GHS', cancellationPolicy: 'MODERATE', roomTypes: [priced] })).toEqual(
      {},
    );
    expect(
      validatePricing({
        currency: 'cedi',
        cancellationPolicy: 'MODERATE',
        roomTypes: [
          {
            ...priced,
            pricePerBed: '',
            pricePeriod: 'SEMESTER',
            termStart: '2027-05-01',
            termEnd: '2027-01-01',
          },
        ],
      }),
    ).toEqual({
      currency: 'Use a three-letter currency code such as GHS.',
      'roomTypes.0.pricePerBed': 'Set a price per bed.',
      'roomTypes.0.termName': 'Name the term (for example "Fall 2026").',
      'roomTypes.0.termEnd': 'The term must end after it starts.',
    });
  });
});

describe('photos and moderation', () => {
  it('checks images before upload and reorders photos', () => {
    expect(checkImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImage({ type: 'image/gif', size: 1000 })).toBe('Choose a JPEG, PNG, WebP or AVIF image.');
    expect(checkImage({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(
      'The image is larger than 10 MB.',
    );
    expect(movePhoto(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('asks for a real reason', () => {
    expect(validateReason('bad')).toBe('Give a reason of at least 5 characters.');
    expect(validateReason('Photos do not match the address.')).toBeNull();
  });
});
