// Named fixtures of the messaging tests: real users, a published hostel, a conversation through the API.
import { randomUUID } from 'node:crypto';
import { signUpUser, type TestApi } from '../../../test/harness.js';
import { ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';

export const M = {
  start: `mutation($hostelId: ID!, $reservationId: ID) { startConversation(hostelId: $hostelId, reservationId: $reservationId) {
    id reservationId blocked hostel { id name } student { id } owner { id } counterpart { id displayName } } }`,
  send: `mutation($input: SendMessageInput!) { sendMessage(input: $input) {
    id clientId mine body contactDetailsHidden createdAt attachments { id kind } } }`,
  conversation: `query($id: ID!) { conversation(id: $id) { id unreadCount otherReadAt blocked blockedByMe
    lastMessage { body mine } } }`,
  conversations: `query($first: Int, $after: String, $filter: ConversationFilter) { conversations(first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id unreadCount counterpart { id } hostel { id }
    lastMessage { body } } } } }`,
  messages: `query($conversationId: ID!, $first: Int, $before: String) { messages(conversationId: $conversationId, first: $first, before: $before) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id body mine contactDetailsHidden } } } }`,
  read: `mutation($id: ID!) { markConversationRead(id: $id) { id unreadCount otherReadAt } }`,
  block: `mutation($id: ID!, $blocked: Boolean) { blockConversation(id: $id, blocked: $blocked) { id blocked blockedByMe } }`,
  report: `mutation($id: ID!, $reason: String!) { reportConversation(id: $id, reason: $reason) { id reportedByMe } }`,
  unread: `query { me { unreadMessageCount } }`,
  reported: `query($conversationId: ID!) { reportedConversationMessages(conversationId: $conversationId) {
    edges { node { id body mine } } } }`,
};

/** A student, an owner with a published hostel, and the student's conversation about it. */
export async function conversationFixture(api: TestApi) {
  const owner = await signUpUser(api, 'OWNER');
  const student = await signUpUser(api, 'STUDENT');
  const { hostel, room } = await publishedHostel(api, owner);
  const conversation = ok(await api.gql(M.start, { hostelId: hostel.id }, student.idToken)).startConversation;
  return { owner, student, hostel, room, conversationId: conversation.id as string };
}

/** Sends `body` as `from` with a fresh client id; returns the message. */
export async function send(api: TestApi, from: TestUser, conversationId: string, body: string) {
  return ok(await api.gql(M.send, { input: { conversationId, clientId: randomUUID(), body } }, from.idToken))
    .sendMessage;
}
