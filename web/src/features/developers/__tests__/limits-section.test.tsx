import { MantineProvider } from '@mantine/core';
import {
  API_SCOPES,
  COST_EXAMPLE,
  DEFAULT_SETTINGS,
  DEPRECATION_DAYS,
  LISTING_LIMITS,
  PAGE_SIZE,
  QUERY_COST_LIMITS,
} from '@hostel/common';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContractSection } from '../docs/contract-section';
import { LimitsSection } from '../docs/limits-section';
import { ScopeOperations } from '../docs/scope-operations';
import reference from '../docs/scope-reference.json';

const show = (node: ReactNode) =>
  render(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
const n = (value: number) => value.toLocaleString('en-US');

// The API side (api/src/core/__tests__/developer-docs.test.ts) checks these constants are its defaults
// and that the worked example costs what its estimator says; this checks the page states only them.
describe('the developers page on costs and limits', () => {
  it('states the limits and the worked example from the shared constants, and no other figure', () => {
    show(<LimitsSection />);
    const text = screen.getByRole('region', { name: 'Costs and rate limits' }).textContent ?? '';
    const { maximum, bucketMaximum, restoreRate } = QUERY_COST_LIMITS;
    for (const figure of [maximum, bucketMaximum, restoreRate, COST_EXAMPLE.cost(PAGE_SIZE.max)]) {
      expect(text).toContain(n(figure));
    }
    expect(text).toContain(`first: ${COST_EXAMPLE.largestFirst()}`);
    expect(text).toContain(`hostels(first: ${PAGE_SIZE.max})`);
    const allowed = new Set([
      ...[maximum, bucketMaximum, restoreRate, PAGE_SIZE.max, PAGE_SIZE.default],
      ...[LISTING_LIMITS.roomTypesMax, LISTING_LIMITS.photosMax, COST_EXAMPLE.cost(PAGE_SIZE.max)],
      ...[COST_EXAMPLE.largestFirst(), 1 + PAGE_SIZE.max * 2, Math.ceil(bucketMaximum / restoreRate)],
      ...[DEFAULT_SETTINGS.requestsPerMinutePerUser, DEFAULT_SETTINGS.requestsPerMinutePerIp, 60],
      // The rule's own arithmetic (0 for a scalar, 1 for an object, 3 hostels costing 7) and HTTP statuses.
      ...[0, 1, 2, 3, 7, 200, 400, 401, 403, 429],
    ]);
    const figures = [...text.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replaceAll(',', '')));
    expect(figures.filter((figure) => !allowed.has(figure))).toEqual([]);
  });

  it('links the SDL and the changelog and states the deprecation period', () => {
    show(<ContractSection />);
    const section = screen.getByRole('region', { name: 'Schema, changelog and deprecations' });
    expect(within(section).getByRole('link', { name: '/graphql/schema.graphql' })).toHaveAttribute(
      'href',
      '/graphql/schema.graphql',
    );
    expect(within(section).getByRole('link', { name: 'changelog' })).toHaveAttribute(
      'href',
      '/graphql/changelog',
    );
    expect(section).toHaveTextContent(`no sooner than ${DEPRECATION_DAYS} days later`);
  });

  it('lists under each scope the operations it allows, as the API emitted them', () => {
    show(<ScopeOperations />);
    for (const scope of Object.values(API_SCOPES)) {
      const section = screen.getByRole('region', { name: scope });
      const fields = (reference as Record<string, { field: string }[]>)[scope]!.map((entry) => entry.field);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) expect(within(section).getByText(field)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'reservations:write' })).getByText(
        'Mutation.acceptReservation',
      ),
    ).toBeInTheDocument();
  });
});
