import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocsSections } from '../docs/docs-sections';

describe('the developers page on webhooks', () => {
  it('tells integrators that delivery is at least once and not in order, and what to do about it', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <DocsSections />
        </MemoryRouter>
      </MantineProvider>,
    );
    const section = screen.getByRole('region', { name: 'Events feed and webhooks' });
    expect(section).toHaveTextContent(/Delivery is at least once and not in order/);
    expect(section).toHaveTextContent(/Handle each delivery id once/);
    expect(section).toHaveTextContent(/order events by their sequence id, not by arrival/);
  });
});
