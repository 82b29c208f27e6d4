import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockGraphQL, type MockAnswer } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { Thread } from '../thread';

const conversation = {
  __typename: 'Conversation',
  id: 'c1',
  unreadCount: 0,
  lastMessageAt: null,
  otherReadAt: null,
  blocked: false,
  blockedByMe: false,
  reportedByMe: false,
  hostel: { __typename: 'Hostel', id: 'h1', name: 'Harbour View Hostel' },
  counterpart: { __typename: 'User', id: 'u2', displayName: 'Kofi Owner', avatar: null },
  lastMessage: null,
};

const emptyHistory = {
  data: {
    messages: {
      __typename: 'MessageConnection',
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges: [],
    },
  },
};

type SendInput = { clientId: string; body: string; attachmentIds: string[] };

const stored = (input: SendInput): MockAnswer => ({
  data: {
    sendMessage: {
      __typename: 'Message',
      id: 'm1',
      clientId: input.clientId,
      conversationId: 'c1',
      mine: true,
      body: input.body,
      contactDetailsHidden: false,
      createdAt: '2026-11-23T10:00:00.000Z',
      attachments: [],
    },
  },
});

describe('Thread', () => {
  it('shows a message at once, marks a failed send, and retries it with the same client id', async () => {
    // The first send is still on its way until the test drops it (a lost connection); the retry is stored.
    let dropFirst = () => {};
    const calls = mockGraphQL({
      MessagingMessagesQuery: emptyHistory,
      MessagingSendMessageMutation: (variables) =>
        calls.filter((call) => call.operationName === 'MessagingSendMessageMutation').length === 1
          ? new Promise<MockAnswer>((_, reject) => {
              dropFirst = () => reject(new TypeError('Failed to fetch'));
            })
          : stored((variables as { input: SendInput }).input),
    });
    renderRoute(() => <Thread conversation={conversation as never} />);
    const thread = await screen.findByRole('region', { name: 'Messages with Kofi Owner' });
    await within(thread).findByText('No messages yet. Say hello!');

    const composer = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(composer, 'Hello{Shift>}{Enter}{/Shift}there{Enter}');
    expect(composer).toHaveValue('');
    // Optimistic: on screen while the server has not answered.
    expect(await within(thread).findByText('Sending…')).toBeInTheDocument();
    expect(within(thread).getByText(/Hello\s+there/)).toBeInTheDocument();

    dropFirst();
    expect(await within(thread).findByText(/^Not sent/)).toBeInTheDocument();
    await userEvent.click(within(thread).getByRole('button', { name: 'Retry' }));
    expect(await within(thread).findByText('Sent')).toBeInTheDocument();

    expect(within(thread).getAllByTestId('message')).toHaveLength(1);
    expect(within(thread).queryByRole('button', { name: 'Retry' })).toBeNull();
    const sent = calls
      .filter((call) => call.operationName === 'MessagingSendMessageMutation')
      .map((call) => (call.variables as { input: SendInput & { conversationId: string } }).input);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ conversationId: 'c1', body: 'Hello\nthere', attachmentIds: [] });
    expect(sent[1]).toEqual(sent[0]);
    expect(calls[0]).toEqual({
      operationName: 'MessagingMessagesQuery',
      variables: { conversationId: 'c1', before: null },
    });
  });
});
