import { describe, expect, it } from 'vitest';
import { timeZoneAt } from '../listing/time-zone-at';

describe('timeZoneAt', () => {
  it.each([
    ['Nairobi', -1.2921, 36.8219, 'Africa/Nairobi'],
    ['Accra', 5.6037, -0.187, 'Africa/Accra'],
    ['Kumasi', 6.6885, -1.6244, 'Africa/Accra'],
    ['Tamale', 9.4034, -0.8424, 'Africa/Accra'],
    ['Lagos', 6.5244, 3.3792, 'Africa/Lagos'],
    ['Paris', 48.8566, 2.3522, 'Europe/Paris'],
  ])('finds the zone of %s from its coordinates', (_city, latitude, longitude, zone) => {
    expect(timeZoneAt(latitude, longitude)).toBe(zone);
  });

  it('answers null off the map and in open sea', () => {
    expect(timeZoneAt(91, 0)).toBeNull();
    expect(timeZoneAt(0, 181)).toBeNull();
    expect(timeZoneAt(Number.NaN, 0)).toBeNull();
    expect(timeZoneAt(-30, -20)).toBeNull(); // the South Atlantic
  });
});
