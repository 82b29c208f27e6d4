import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@hostel/common';
import { formatMonth } from '../../../lib/dates';
import { MonthChart } from '../month-chart';

describe('MonthChart', () => {
  it('names each month in words, under its bar and in its title', () => {
    expect(formatMonth('2026-11', 'short', 'en-US')).toBe('Nov 26');
    expect(formatMonth('2027-01', 'long', 'en-GB')).toBe('January 2027');
    render(
      <MantineProvider>
        <MonthChart
          currency="GHS"
          months={[
            { month: '2026-11', net: 36000 },
            { month: '2026-12', net: 18000 },
          ]}
        />
      </MantineProvider>,
    );
    const chart = screen.getByRole('img', { name: 'Net earnings by month in GHS' });
    expect(chart).toHaveTextContent(formatMonth('2026-12', 'short'));
    expect(chart.querySelector('title')?.textContent).toBe(
      `${formatMonth('2026-11', 'long')}: ${formatMoney(36000, 'GHS')}`,
    );
  });
});
