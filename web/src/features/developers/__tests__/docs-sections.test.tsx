import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocsSections } from '../docs/docs-sections';

describe('the developers page on webhooks', () => {
  it('tells integrators that delivery is at least once and in order per object, and what to do about it', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <DocsSections />
        </MemoryRouter>
      </MantineProvider>,
    );
    const section = screen.getByRole('region', { name: 'Events feed and webhooks' });
    expect(section).toHaveTextContent(/Deliveries are in order per object/);
    expect(section).toHaveTextContent(/Delivery is at least once/);
    expect(section).toHaveTextContent(/Handle each delivery id once/);
    expect(section).toHaveTextContent(/keep each object’s highest sequence and ignore a lower one/);
    // Written from WEBHOOK_RETRY_MINUTES, the constant the API's delivery job waits by.
    expect(section).toHaveTextContent(/retried after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h and 30 h/);
  });
});
