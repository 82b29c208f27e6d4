import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { AdminUsersScreen, loader } from '../users/users-screen';

const user = (id: string, displayName: string) => ({
  id,
  displayName,
  email: `${id}@example.com`,
  phoneNumber: null,
  role: 'OWNER',
  status: 'ACTIVE',
  createdAt: '2026-11-01T10:00:00.000Z',
  university: null,
});

const page = (users: ReturnType<typeof user>[], endCursor: string | null, totalCount: number) => ({
  data: {
    users: {
      totalCount,
      edges: users.map((node) => ({ cursor: node.id, node })),
      pageInfo: { hasNextPage: endCursor !== null, endCursor },
    },
  },
});

const noFilter = {
  search: null,
  role: null,
  status: null,
  universityId: null,
  signedUpFrom: null,
  signedUpTo: null,
};

describe('AdminUsersScreen', () => {
  it('reads the filters from its URL, writes new ones there and appends the next page', async () => {
    const calls = mockGraphQL({
      AdminUniversitiesQuery: { data: { universities: [] } },
      AdminUsersQuery: (variables) =>
        variables.after === 'u1'
          ? page([user('u2', 'Kofi Mensah')], null, 2)
          : page([user('u1', 'Ama Owusu')], 'u1', 2),
    });
    const { router } = renderRoute(AdminUsersScreen, {
      path: '/admin/users',
      url: '/admin/users?search=ama&role=OWNER',
      loader,
    });
    expect(await screen.findByRole('link', { name: 'Ama Owusu' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name, e-mail or phone' })).toHaveValue('ama');
    const reads = () => calls.filter((call) => call.operationName === 'AdminUsersQuery');
    expect(reads()).toEqual([
      {
        operationName: 'AdminUsersQuery',
        variables: { first: 20, filter: { ...noFilter, search: 'ama', role: 'OWNER' } },
      },
    ]);

    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Kofi Mensah' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ama Owusu' })).toBeInTheDocument();
    expect(reads()[1]?.variables).toEqual({
      first: 20,
      filter: { ...noFilter, search: 'ama', role: 'OWNER' },
      after: 'u1',
    });

    // A new search goes into the URL (shareable) and the loader reads its first page again.
    await events.clear(screen.getByRole('textbox', { name: 'Name, e-mail or phone' }));
    await events.type(screen.getByRole('textbox', { name: 'Name, e-mail or phone' }), ' kofi {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=kofi&role=OWNER'));
    await waitFor(() => expect(reads()).toHaveLength(3));
    expect(reads()[2]?.variables).toEqual({
      first: 20,
      filter: { ...noFilter, search: 'kofi', role: 'OWNER' },
    });
    // The new first page replaces the pages read before.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kofi Mensah' })).not.toBeInTheDocument());
  });

  it('shows why the users could not be read, with Retry', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    mockGraphQL({
      AdminUniversitiesQuery: { data: { universities: [] } },
      AdminUsersQuery: () =>
        answer === 'fail'
          ? { errors: [{ message: 'The database is busy.', extensions: { code: 'INTERNAL' } }] }
          : page([user('u1', 'Ama Owusu')], null, 1),
    });
    renderRoute(AdminUsersScreen, { path: '/admin/users', loader });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    answer = 'ok';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ama Owusu' })).toBeInTheDocument();
    expect(screen.getByText('1 user')).toBeInTheDocument();
  });
});
