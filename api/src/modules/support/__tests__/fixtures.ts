// Named fixtures of the support tests: GraphQL documents and a ticket opened through the API.
import type { TestApi } from '../../../test/harness.js';
import { ok, type TestUser } from '../../reservations/__tests__/fixtures.js';

const TICKET_FIELDS = `id category subject status reservationId hostelId conversationId firstAnsweredAt resolvedAt
  closedAt firstAnswerSeconds resolutionSeconds lastMessageAt requester { id } assignee { id }`;

export const S = {
  open: `mutation($input: OpenSupportTicketInput!) { openSupportTicket(input: $input) { ${TICKET_FIELDS} } }`,
  mine: `query($first: Int, $after: String) { mySupportTickets(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id status subject } } } }`,
  ticket: `query($id: ID!) { supportTicket(id: $id) { ${TICKET_FIELDS} reservation { id code } hostel { id name }
    messages { id body internal fromSupport author { id } attachments { id kind url } } } }`,
  reply: `mutation($input: SupportReplyInput!) { replyToSupportTicket(input: $input) { ${TICKET_FIELDS} } }`,
  note: `mutation($input: SupportReplyInput!) { addSupportNote(input: $input) { id status } }`,
  status: `mutation($id: ID!, $status: TicketStatus!) { setSupportTicketStatus(id: $id, status: $status) { ${TICKET_FIELDS} } }`,
  assign: `mutation($id: ID!, $assigneeId: ID) { assignSupportTicket(id: $id, assigneeId: $assigneeId) { id assignee { id } } }`,
  queue: `query($first: Int, $after: String, $filter: SupportQueueFilter) { supportTickets(first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id status assignee { id } } } } }`,
  stats: `{ supportQueueStats { activeCount unassignedCount averageFirstAnswerSeconds averageResolutionSeconds } }`,
};

export const ticketInput = (extra: Record<string, unknown> = {}) => ({
  category: 'PAYMENT',
  subject: 'Charged twice for my bed',
  description: 'My card shows two charges for the same reservation this morning.',
  ...extra,
});

/** A ticket `user` opens through the API. */
export async function openTicket(api: TestApi, user: TestUser, extra: Record<string, unknown> = {}) {
  return ok(await api.gql(S.open, { input: ticketInput(extra) }, user.idToken)).openSupportTicket;
}

export const reply = async (
  api: TestApi,
  user: TestUser,
  ticketId: string,
  body: string,
  attachmentIds: string[] = [],
) => api.gql(S.reply, { input: { ticketId, body, attachmentIds } }, user.idToken);
