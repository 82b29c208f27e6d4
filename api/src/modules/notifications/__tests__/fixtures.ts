// Named queries and helpers of the notification tests.
import type { TestApi } from '../../../test/harness.js';
import { ok, type TestUser } from '../../reservations/__tests__/fixtures.js';

export const N = {
  list: `query($first: Int, $after: String, $unreadOnly: Boolean) { notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id kind category title body link readAt } } } }`,
  count: `query { me { unreadNotificationCount } }`,
  markRead: `mutation($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }`,
  prefs: `query { notificationPreferences { category email locked } }`,
  updatePrefs: `mutation($input: [NotificationPreferenceInput!]!) { updateNotificationPreferences(input: $input) { category email locked } }`,
  added: `subscription { notificationAdded { id kind title link } }`,
};

export interface NoticeNode {
  id: string;
  kind: string;
  category: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
}

/** A user's notices, newest first (one page of 100). */
export async function noticesOf(api: TestApi, user: TestUser): Promise<NoticeNode[]> {
  const data = ok(await api.gql(N.list, { first: 100 }, user.idToken));
  return data.notifications.edges.map((edge: { node: NoticeNode }) => edge.node);
}

/** The kinds of a user's notices about one subject link or text, oldest first. */
export const kindsOf = (notices: NoticeNode[]) => notices.map((notice) => notice.kind).reverse();
