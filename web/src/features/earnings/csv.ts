import { currencyDigits } from '@hostel/common';

export interface EarningRow {
  reservationCode: string;
  checkIn: string;
  availableAt: string;
  currency: string;
  gross: number;
  platformFee: number;
  net: number;
  status: string;
}

const HEADER = [
  'Reservation',
  'Check-in',
  'Available at',
  'Currency',
  'Gross',
  'Platform fee',
  'Net',
  'Status',
];

/** RFC 4180 quoting; a leading = + - @ is defused so spreadsheets do not run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const major = (amount: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
};

export function earningsCsv(rows: EarningRow[]): string {
  const lines = rows.map((row) =>
    [
      row.reservationCode,
      row.checkIn,
      row.availableAt,
      row.currency,
      major(row.gross, row.currency),
      major(row.platformFee, row.currency),
      major(row.net, row.currency),
      row.status,
    ].map(csvCell),
  );
  return [HEADER, ...lines].map((line) => line.join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
