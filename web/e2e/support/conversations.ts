// A student's conversation with a hostel's owner, made through the API: for the tests that start
// with messages already written (the thread in the browser is messaging.test.ts's first test).
import { randomUUID } from 'node:crypto';
import type { Account } from './accounts.js';
import { graphqlData } from './api.js';

export interface TestConversation {
  id: string;
  /** Sends `body` as the holder of `token` (either participant) with a fresh client id. */
  send(body: string, token: string): Promise<unknown>;
}

export async function startConversation(student: Account, hostelId: string): Promise<TestConversation> {
  const { startConversation: conversation } = await graphqlData<{ startConversation: { id: string } }>(
    'mutation($hostelId: ID!) { startConversation(hostelId: $hostelId) { id } }',
    { hostelId },
    student.idToken,
  );
  return {
    id: conversation.id,
    send: (body, token) =>
      graphqlData(
        'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }',
        { input: { conversationId: conversation.id, clientId: randomUUID(), body, attachmentIds: [] } },
        token,
      ),
  };
}
