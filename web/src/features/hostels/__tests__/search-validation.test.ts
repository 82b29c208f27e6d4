import { CHECK_IN_NOT_PAST } from '@hostel/common';
import { describe, expect, it } from 'vitest';
import { emptySearch } from '../search/search-params';
import { validateSearch } from '../search/search-validation';

describe('validateSearch', () => {
  const now = new Date('2026-03-01T05:00:00Z');
  const stay = (checkIn: string, checkOut: string) =>
    validateSearch({ ...emptySearch, checkIn, checkOut }, now);

  it('refuses a check-in already past everywhere, in the quote’s words', () => {
    expect(stay('2026-02-27', '2026-03-03').checkIn).toBe(CHECK_IN_NOT_PAST);
  });

  it('lets through a day that is still today somewhere (the server judges it per hostel)', () => {
    // 05:00 UTC on 1 March is still 28 February at UTC-12.
    expect(stay('2026-02-28', '2026-03-03').checkIn).toBeUndefined();
    expect(stay('2026-03-01', '2026-03-03')).toEqual({});
  });
});
