import { describe, expect, it } from 'vitest';
import { formatMoney, isCancellable, RESERVATION_STATUSES } from '@hostel/common';
import { filterLabel, parseStatusFilter, STATUS_FILTERS, statusVariable } from '../status';
import { bedsLabel } from '../../../lib/format';
import { formatDateTime, formatDay } from '../../../lib/dates';

describe('reservation status filters', () => {
  it('reads the URL filter and maps it to the query variable', () => {
    expect(parseStatusFilter(null)).toBe('all');
    expect(parseStatusFilter('paid')).toBe('PAID');
    expect(parseStatusFilter('nonsense')).toBe('all');
    expect(statusVariable('all')).toBeNull();
    expect(statusVariable('ACCEPTED')).toBe('ACCEPTED');
    expect(filterLabel('all')).toBe('All');
  });

  it('gives students a chip for every status; only live reservations can be cancelled', () => {
    expect(STATUS_FILTERS.join(' ')).toBe('all PENDING ACCEPTED PAID COMPLETED CANCELLED DECLINED EXPIRED');
    expect(parseStatusFilter('expired')).toBe('EXPIRED');
    expect(RESERVATION_STATUSES.filter(isCancellable)).toEqual(['PENDING', 'ACCEPTED', 'PAID']);
    expect([bedsLabel(1), bedsLabel(3)]).toEqual(['1 bed', '3 beds']);
  });

  it('formats days, deadlines in a given time zone, and minor-unit money', () => {
    expect(formatDay('2026-09-01', 'en-GB')).toBe('1 Sept 2026');
    expect(formatDateTime('2026-11-24T13:30:00Z', 'en-GB', 'Africa/Accra')).toContain('13:30');
    expect(formatDateTime('2026-11-24T13:30:00Z', 'en-GB', 'Europe/Berlin')).toContain('14:30');
    expect(formatMoney(123450, 'GHS', 'en-GB')).toMatch(/^GHS\s1,234\.50$/);
    expect(formatMoney(5000, 'USD', 'en-US')).toBe('$50');
  });
});
