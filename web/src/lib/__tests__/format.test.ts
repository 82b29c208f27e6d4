import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatDeadline, formatHostelDeadline, zoneCityName } from '../format';

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
      'Wed 25 Nov, 23:28 Accra time (Thu 26 Nov, 08:28 your time)',
    );
  });

  it("shows only the hostel's time when the viewer's clock reads the same", () => {
    expect(formatHostelDeadline(deadline, 'Africa/Accra', 'en-GB', 'Europe/London')).toBe(
      'Wed 25 Nov, 23:28 Accra time',
    );
  });
});

describe('one way to write a day, following the locale', () => {
  it('writes plain days and instants alike', () => {
    expect(formatDay('2026-11-23', 'en-US')).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23T10:00:00.000Z', 'en-US', 'UTC')).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-23', 'en-GB')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23T10:00:00.000Z', 'en-GB', 'UTC')).toBe('23 Nov 2026');
    expect(formatDeadline('2026-11-23T10:00:00.000Z', 'en-GB', 'UTC')).toBe('Mon 23 Nov, 10:00');
  });
});
