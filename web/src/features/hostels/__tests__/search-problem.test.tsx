import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_IN_NOT_PAST } from '@hostel/common';
import { HostelSearch } from '../search/hostel-search';
import { searchLoader } from '../search/search-loader';

/** The API behind graphqlRequest: refuses a search with dates (past ones), answers any other. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { variables } = JSON.parse(String(init.body)) as {
        variables: { filter?: { checkIn?: string } };
      };
      if (!variables.filter) return Response.json({ data: { universities: [] } });
      if (variables.filter.checkIn)
        return Response.json({
          errors: [
            {
              message: CHECK_IN_NOT_PAST,
              extensions: { code: 'BAD_USER_INPUT', fields: { 'filter.checkIn': CHECK_IN_NOT_PAST } },
            },
          ],
        });
      const hostels = { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
      return Response.json({
        data: { hostels: { ...hostels, totalCount: 0, totalCountIsCapped: false, priceCurrency: null } },
      });
    }),
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.search}</output>;
}

describe('a search the API refuses as asked', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what to change, offers no Retry, and clears the past dates', async () => {
    stubApi();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: searchLoader,
          HydrateFallback: () => null,
          element: (
            <>
              <HostelSearch />
              <Location />
            </>
          ),
        },
      ],
      { initialEntries: ['/?city=Accra&checkIn=2020-01-10&checkOut=2020-01-12'] },
    );
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Change your search');
    expect(alert).toHaveTextContent(CHECK_IN_NOT_PAST);
    expect(alert).not.toHaveTextContent('We could not load this');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear the dates' }));
    expect(await screen.findByText('No hostels match this search')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('?city=Accra');
    expect(screen.getByRole('status', { name: 'Location' })).not.toHaveTextContent('checkIn');
  });
});
