import { Text } from '@mantine/core';
import { formatMoney } from '@hostel/common';
import { formatMonth } from '../../lib/dates';

export interface MonthChartProps {
  months: { month: string; net: number }[];
  currency: string;
}

const HEIGHT = 140;
const BAR = 28;
const GAP = 14;

/** Net earnings per month as plain SVG bars; the values are also in each bar's title for screen readers. */
export function MonthChart({ months, currency }: MonthChartProps) {
  if (months.length === 0) return <Text c="dimmed">No monthly earnings yet.</Text>;
  const max = Math.max(...months.map((m) => m.net), 1);
  const width = months.length * (BAR + GAP);
  return (
    <svg
      role="img"
      aria-label={`Net earnings by month in ${currency}`}
      width={width}
      height={HEIGHT + 20}
      viewBox={`0 0 ${width} ${HEIGHT + 20}`}
      style={{ maxWidth: '100%' }}
    >
      {months.map((m, index) => {
        const h = Math.max(2, (m.net / max) * HEIGHT);
        const x = index * (BAR + GAP) + GAP / 2;
        return (
          <g key={m.month}>
            <title>{`${formatMonth(m.month, 'long')}: ${formatMoney(m.net, currency)}`}</title>
            <rect
              x={x}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              rx={4}
              fill="var(--mantine-primary-color-filled)"
            />
            <text x={x + BAR / 2} y={HEIGHT + 14} fontSize={9} textAnchor="middle" fill="currentColor">
              {formatMonth(m.month, 'short')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
