import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageSummary, usageByDay } from '../usage-summary';

const today = new Date().toISOString().slice(0, 10);

describe("an API token's usage", () => {
  it('fills the 30 days with zeros, oldest first, ending today', () => {
    const days = usageByDay([{ day: today, requests: 4, refusals: 1 }]);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: today, requests: 4, refusals: 1 });
    expect(days.slice(0, -1).every((day) => day.requests === 0)).toBe(true);
  });

  it('shows the totals and a row per active day', () => {
    render(
      <MantineProvider>
        <UsageSummary usage={[{ day: today, requests: 4, refusals: 1 }]} />
      </MantineProvider>,
    );
    expect(screen.getByText('Last 30 days: 4 requests, 1 refused')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Requests per day' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(/4\s*1$/);
  });
});
