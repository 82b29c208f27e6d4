import { describe, expect, it } from 'vitest';
import { csvCell, earningsCsv } from '../csv';

describe('earnings CSV', () => {
  it('writes a header and amounts in major units', () => {
    const csv = earningsCsv([
      {
        reservationCode: 'AB12CD34',
        checkIn: '2027-01-10',
        availableAt: '2027-01-11T00:00:00.000Z',
        currency: 'GHS',
        gross: 615600,
        platformFee: 61560,
        net: 554040,
        status: 'PENDING',
      },
    ]);
    expect(csv).toBe(
      'Reservation,Check-in,Available at,Currency,Gross,Platform fee,Net,Status\r\n' +
        'AB12CD34,2027-01-10,2027-01-11T00:00:00.000Z,GHS,6156.00,615.60,5540.40,PENDING\r\n',
    );
  });

  it('quotes separators and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  });
});
