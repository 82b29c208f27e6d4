import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatHostelDeadline,
  formatMonth,
  formatPickerDateTime,
  formatTime,
  zoneCityName,
} from '../dates';

// ICU puts narrow and thin spaces before "PM" and around "–"; the expectations are written with plain ones.
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');

// 23:28 in Accra (UTC+0) is 08:28 the next morning in Tokyo (UTC+9).
const deadline = '2026-11-25T23:28:00.000Z';

describe('deadlines in the hostel time zone', () => {
  it('names the zone by its city', () => {
    expect(zoneCityName('Africa/Accra')).toBe('Accra');
    expect(zoneCityName('America/Port_of_Spain')).toBe('Port of Spain');
    expect(zoneCityName('UTC')).toBe('UTC');
  });

  it("shows the hostel's time, named, and the viewer's own beside it when it differs", () => {
    expect(formatHostelDeadline(deadline, 'Africa/Accra', 'en-GB', 'Asia/Tokyo')).toBe(
      '25 Nov 2026, 23:28 Accra time (26 Nov 2026, 08:28 your time)',
    );
    expect(plain(formatHostelDeadline(deadline, 'Africa/Accra', 'en-US', 'Asia/Tokyo'))).toBe(
      'Nov 25, 2026, 11:28 PM Accra time (Nov 26, 2026, 8:28 AM your time)',
    );
  });

  it("shows only the hostel's time when the viewer's clock reads the same", () => {
    expect(formatHostelDeadline(deadline, 'Africa/Accra', 'en-GB', 'Europe/London')).toBe(
      '25 Nov 2026, 23:28 Accra time',
    );
  });
});

describe('one way to write a day, following the locale', () => {
  it('writes plain days and instants alike', () => {
    expect(formatDay('2026-11-23', 'en-US')).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23T10:00:00.000Z', 'en-US', 'UTC')).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-23', 'en-GB')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23T10:00:00.000Z', 'en-GB', 'UTC')).toBe('23 Nov 2026');
    expect(formatDay('2026-11-23', 'de')).toBe('23.11.2026');
    expect(formatDate('2026-11-23T10:00:00.000Z', 'de', 'UTC')).toBe('23.11.2026');
  });

  it("takes an instant's day where the viewer is", () => {
    expect(formatDate('2026-11-23T23:30:00.000Z', 'en-GB', 'Asia/Tokyo')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-23T23:30:00.000Z', 'en-GB', 'UTC')).toBe('23 Nov 2026');
  });

  it('writes a moment as its day and the short time', () => {
    const at = '2026-11-23T14:30:00.000Z';
    expect(plain(formatDateTime(at, 'en-US', 'UTC'))).toBe('Nov 23, 2026, 2:30 PM');
    expect(formatDateTime(at, 'en-GB', 'UTC')).toBe('23 Nov 2026, 14:30');
    expect(formatDateTime(at, 'de', 'UTC')).toBe('23.11.2026, 14:30');
    expect(plain(formatTime(at, 'en-US', 'UTC'))).toBe('2:30 PM');
    expect(formatTime(at, 'en-GB', 'Africa/Lagos')).toBe('15:30');
  });

  it("writes a picker's local date-time like any other moment", () => {
    expect(formatPickerDateTime('2026-11-23 14:30:00', 'en-GB')).toBe('23 Nov 2026, 14:30');
    expect(plain(formatPickerDateTime('2026-11-23 09:05:00', 'en-US'))).toBe('Nov 23, 2026, 9:05 AM');
  });

  it('names months', () => {
    expect(formatMonth('2026-11', 'short', 'en-US')).toBe('Nov 26');
    expect(formatMonth('2027-01', 'long', 'en-GB')).toBe('January 2027');
    expect(formatMonth('2027-01', 'long', 'de')).toBe('Januar 2027');
  });
});

// Written with plain spaces whatever the ICU version (the server's and the browser's must agree).
describe('stays as ranges of days', () => {
  it('shares the month and year within a month', () => {
    expect(formatDayRange('2026-11-23', '2026-11-28', 'en-US')).toBe('Nov 23 – 28, 2026');
    expect(formatDayRange('2026-11-23', '2026-11-28', 'en-GB')).toBe('23 – 28 Nov 2026');
    expect(formatDayRange('2026-11-23', '2026-11-28', 'de')).toBe('23.–28.11.2026');
  });

  it('shares the year within a year', () => {
    expect(formatDayRange('2026-11-23', '2026-12-02', 'en-US')).toBe('Nov 23 – Dec 2, 2026');
    expect(formatDayRange('2026-11-23', '2026-12-02', 'en-GB')).toBe('23 Nov – 2 Dec 2026');
    expect(formatDayRange('2026-11-23', '2026-12-02', 'de')).toBe('23.11. – 02.12.2026');
  });

  it('writes both years across a new year', () => {
    expect(formatDayRange('2026-12-23', '2027-01-02', 'en-US')).toBe('Dec 23, 2026 – Jan 2, 2027');
    expect(formatDayRange('2026-12-23', '2027-01-02', 'en-GB')).toBe('23 Dec 2026 – 2 Jan 2027');
  });
});
