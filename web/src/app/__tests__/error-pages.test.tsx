import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage, RouteErrorPage } from '../../components/error-pages';

function renderAt(path: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('error pages', () => {
  it('reads exactly "Page Not Found: {path}" for an unknown path', async () => {
    renderAt('/no/such/page', [
      { path: '/', element: <p>home</p> },
      { path: '*', element: <NotFoundPage /> },
    ]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Page Not Found: \/no\/such\/page$/,
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows Internal Server Error with a way home when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render failed');
    };
    renderAt('/', [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
