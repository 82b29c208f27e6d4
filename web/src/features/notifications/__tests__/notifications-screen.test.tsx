import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { NOTIFICATIONS_READ } from '../notification-bell';
import { loader, NotificationsScreen } from '../notifications-screen';

const notice = (id: string, title: string) => ({
  __typename: 'Notification',
  id,
  kind: 'RESERVATION_REQUESTED',
  title,
  body: 'A student asked for a bed.',
  link: null,
  readAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
});

const page = (edges: ReturnType<typeof notice>[], endCursor: string | null) => ({
  data: {
    notifications: {
      totalCount: 2,
      pageInfo: { hasNextPage: endCursor !== null, endCursor },
      edges: edges.map((node) => ({ node })),
    },
  },
});

describe('NotificationsScreen', () => {
  it('marks a notice of a later page read without dropping the pages loaded', async () => {
    const calls = mockGraphQL({
      NotificationsListQuery: ({ after }) =>
        after === 'p1'
          ? page([notice('n2', 'Older request')], null)
          : page([notice('n1', 'New request')], 'p1'),
      NotificationsMarkReadMutation: { data: { markNotificationsRead: 1 } },
    });
    let bellAsked = 0;
    const ask = () => bellAsked++;
    window.addEventListener(NOTIFICATIONS_READ, ask);
    onTestFinished(() => window.removeEventListener(NOTIFICATIONS_READ, ask));
    renderRoute(NotificationsScreen, { loader });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    await within(list).findByText('New request');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const older = (await within(list).findByText('Older request')).closest('li')!;
    expect(within(older).getByText('New')).toBeInTheDocument();

    await userEvent.click(within(older).getByRole('button', { name: 'Mark read' }));
    await vi.waitFor(() => expect(within(older).queryByText('New')).toBeNull());
    // The first page's notice is still unread, and both pages are still shown.
    const newer = within(list).getByText('New request').closest('li')!;
    expect(within(newer).getByText('New')).toBeInTheDocument();
    expect(bellAsked).toBe(1);
    expect(calls).toEqual([
      { operationName: 'NotificationsListQuery', variables: {} },
      { operationName: 'NotificationsListQuery', variables: { after: 'p1' } },
      { operationName: 'NotificationsMarkReadMutation', variables: { ids: ['n2'] } },
    ]);
  });
});
