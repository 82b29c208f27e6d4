import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { theme } from '../app/theme';

/**
 * Renders a screen as its route does: at `url`, with its loader (reading through the mocked client,
 * test/graphql-mock.ts) run first, so revalidation after a write reads again as in the app.
 */
export function renderRoute(
  Component: ComponentType,
  { path = '/', url = path, loader }: { path?: string; url?: string; loader?: LoaderFunction } = {},
) {
  const router = createMemoryRouter([{ path, Component, loader, HydrateFallback: () => null }], {
    initialEntries: [url],
  });
  return {
    router,
    ...render(<MantineProvider theme={theme}>{<RouterProvider router={router} />}</MantineProvider>),
  };
}
