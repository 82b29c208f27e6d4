import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessagingMessagesQuery, MessagingSendMessageMutation } from '../api/documents';
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
  request: { query: MessagingMessagesQuery, variables: { conversationId: 'c1', before: null } },
  result: {
    data: {
      messages: {
        __typename: 'MessageConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: [],
      },
    },
  },
};

type SendVariables = { input: { clientId: string; body: string; attachmentIds: string[] } };

/** The first send fails (a dropped connection); the retry is stored. Records the client ids sent. */
function sends(clientIds: string[]) {
  const isHello = (variables: SendVariables) => {
    if (variables.input.body !== 'Hello\nthere') return false;
    clientIds.push(variables.input.clientId);
    return true;
  };
  return [
    {
      request: { query: MessagingSendMessageMutation, variables: isHello },
      error: new Error('Failed to fetch'),
      // Long enough to see the message sending; the test waits for the failure, not for a time.
      delay: 1500,
      maxUsageCount: 1,
    },
    {
      request: { query: MessagingSendMessageMutation, variables: isHello },
      result: (variables: SendVariables) => ({
        data: {
          sendMessage: {
            __typename: 'Message',
            id: 'm1',
            clientId: variables.input.clientId,
            conversationId: 'c1',
            mine: true,
            body: 'Hello\nthere',
            contactDetailsHidden: false,
            createdAt: '2026-11-23T10:00:00.000Z',
            attachments: [],
          },
        },
      }),
    },
  ];
}

describe('Thread', () => {
  it('shows a message at once, marks a failed send, and retries it with the same client id', async () => {
    const clientIds: string[] = [];
    render(
      <MockedProvider mocks={[emptyHistory, ...sends(clientIds)] as never} showWarnings={false}>
        <MantineProvider>
          <Thread conversation={conversation as never} />
        </MantineProvider>
      </MockedProvider>,
    );
    const thread = await screen.findByRole('region', { name: 'Messages with Kofi Owner' });
    await within(thread).findByText('No messages yet. Say hello!');

    const composer = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(composer, 'Hello{Shift>}{Enter}{/Shift}there{Enter}');
    expect(composer).toHaveValue('');
    // Optimistic: on screen while the server has not answered.
    expect(within(thread).getByText('Sending…')).toBeInTheDocument();
    expect(within(thread).getByText(/Hello\s+there/)).toBeInTheDocument();

    expect(await within(thread).findByText(/^Not sent/, {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(thread).getByRole('button', { name: 'Retry' }));
    expect(await within(thread).findByText('Sent')).toBeInTheDocument();

    expect(within(thread).getAllByTestId('message')).toHaveLength(1);
    expect(within(thread).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(clientIds).toHaveLength(2);
    expect(clientIds[1]).toBe(clientIds[0]);
  });
});
