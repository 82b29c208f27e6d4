// The overview's money by month as bars (@mantine/charts over recharts): a chunk of its own, loaded
// after the figures, so /admin's first download does not carry a chart library. The table under it
// gives the same figures to screen readers and keyboards.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { formatMoney } from '@hostel/common';

export interface MoneyMonth {
  month: string;
  currency: string;
  gross: number;
  platformFees: number;
  refunds: number;
}

const SERIES = [
  { name: 'gross', label: 'Gross bookings', color: 'blue.6' },
  { name: 'platformFees', label: 'Platform fees', color: 'teal.6' },
  { name: 'refunds', label: 'Refunds', color: 'orange.6' },
];

export default function MoneyChart({ months }: { months: MoneyMonth[] }) {
  const currencies = [...new Set(months.map((row) => row.currency))];
  return (
    <Stack gap="md">
      {currencies.map((currency) => (
        <div
          key={currency}
          role="img"
          aria-label={`Money by month in ${currency} as a chart; the table below lists the same figures.`}
        >
          {currencies.length > 1 && (
            <Text size="sm" fw={600} mb={4} aria-hidden>
              {currency}
            </Text>
          )}
          <BarChart
            h={240}
            data={months.filter((row) => row.currency === currency)}
            dataKey="month"
            series={SERIES}
            withLegend
            valueFormatter={(value) => formatMoney(value, currency)}
            tickLine="y"
            // No keyboard stop inside an image: the table is the way to read each figure.
            barChartProps={{ accessibilityLayer: false }}
            yAxisProps={{ width: 90, tickFormatter: (value: number) => formatMoney(value, currency) }}
          />
        </div>
      ))}
    </Stack>
  );
}
