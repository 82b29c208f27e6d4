import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Center,
  Group,
  Loader,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowLeft, IconDots } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ReasonModal } from '../../components/reason-modal';
import { getFragmentData, type FragmentType } from '../../gql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useMutationRequest } from '../../lib/use-request';
import {
  MessagingBlockMutation,
  MessagingConversationFieldsFragment,
  MessagingMarkReadMutation,
  MessagingMessageFieldsFragment,
  MessagingReportMutation,
  MessagingSendMessageMutation,
} from './api/documents';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { useSendQueue, type SendFn } from './use-send-queue';
import { useThreadMessages } from './use-thread-messages';

export interface ThreadProps {
  conversation: FragmentType<typeof MessagingConversationFieldsFragment>;
  /** Phones: back to the list. */
  onBack?: () => void;
}

const describe = (error: unknown) => summarizeServerError(error).message;

/** One conversation: its history (older pages on scroll up), live messages, and the composer. */
export function Thread(props: ThreadProps) {
  const conversation = getFragmentData(MessagingConversationFieldsFragment, props.conversation);
  const { id } = conversation;
  const thread = useThreadMessages(id, conversation.lastMessage?.id ?? null);
  // The thread shows the message sent from the answer; the list learns it from conversationUpdated.
  const [sendMessage] = useMutationRequest(MessagingSendMessageMutation, { revalidate: false });
  // These change the conversation: the screen's loader reads it (and the list) again.
  const [markRead] = useMutationRequest(MessagingMarkReadMutation);
  const [block] = useMutationRequest(MessagingBlockMutation);
  const [report] = useMutationRequest(MessagingReportMutation);
  const [reporting, setReporting] = useState(false);
  const { merge } = thread;

  const send: SendFn = useCallback(
    async (input) => {
      const data = await sendMessage({ input: { conversationId: id, ...input } });
      merge([getFragmentData(MessagingMessageFieldsFragment, data.sendMessage)]);
    },
    [id, merge, sendMessage],
  );
  const queue = useSendQueue(send, describe);
  const pending = queue.pending.filter((p) => !thread.messages.some((m) => m.clientId === p.clientId));

  // Read up to the newest message while the thread is on screen.
  const newest = thread.messages.at(-1);
  const unreadFromOther = newest && !newest.mine && conversation.unreadCount > 0;
  useEffect(() => {
    const mark = () => {
      if (unreadFromOther && document.visibilityState === 'visible') void markRead({ id }).catch(() => {});
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, markRead, unreadFromOther, newest?.id]);

  // Follow the newest message; loading older ones keeps the place.
  const viewport = useRef<HTMLDivElement>(null);
  const lastKey = `${newest?.id ?? ''}/${pending.length}`;
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  const counterpart = conversation.counterpart;
  const lastMine = [...thread.messages].reverse().find((m) => m.mine);
  const seen = (createdAt: string) =>
    conversation.otherReadAt !== null && conversation.otherReadAt >= createdAt;

  return (
    <Paper withBorder radius="md" h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Group
        p="sm"
        gap="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {props.onBack && (
          <ActionIcon variant="subtle" aria-label="Back to conversations" onClick={props.onBack}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <Avatar src={counterpart.avatar?.url} name={counterpart.displayName} color="teal" alt="" />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {counterpart.displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {conversation.hostel.name}
          </Text>
        </Stack>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label="Conversation actions">
              <IconDots size={20} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {(!conversation.blocked || conversation.blockedByMe) && (
              <Menu.Item
                onClick={() => void block({ id, blocked: !conversation.blockedByMe }).catch(() => {})}
              >
                {conversation.blockedByMe ? 'Unblock' : `Block ${counterpart.displayName}`}
              </Menu.Item>
            )}
            <Menu.Item color="red" disabled={conversation.reportedByMe} onClick={() => setReporting(true)}>
              {conversation.reportedByMe ? 'Reported' : 'Report conversation'}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>

      <ScrollArea
        viewportRef={viewport}
        style={{ flex: 1 }}
        px="sm"
        onScrollPositionChange={({ y }) => y === 0 && thread.hasOlder && void thread.loadOlder()}
        role="region"
        aria-label={`Messages with ${counterpart.displayName}`}
      >
        <Stack gap="sm" py="sm">
          {thread.hasOlder && (
            <Center>
              <Button
                size="compact-sm"
                variant="subtle"
                loading={thread.loadingOlder}
                onClick={() => void thread.loadOlder()}
              >
                Load older messages
              </Button>
            </Center>
          )}
          {thread.loading && (
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          )}
          {thread.error != null && (
            <Alert color="red" role="alert">
              {describe(thread.error)}
            </Alert>
          )}
          {!thread.loading && thread.messages.length === 0 && pending.length === 0 && (
            <Text c="dimmed" ta="center" size="sm" py="lg">
              No messages yet. Say hello!
            </Text>
          )}
          {thread.messages.map((message) => (
            <MessageBubble
              key={message.id}
              mine={message.mine}
              body={message.body}
              files={message.attachments}
              createdAt={message.createdAt}
              contactDetailsHidden={message.contactDetailsHidden}
              status={message === lastMine ? (seen(message.createdAt) ? 'seen' : 'sent') : undefined}
            />
          ))}
          {pending.map((message) => (
            <MessageBubble
              key={message.clientId}
              mine
              body={message.body}
              files={message.files}
              status={message.state}
              error={message.error}
              onRetry={() => queue.retry(message.clientId)}
            />
          ))}
        </Stack>
      </ScrollArea>

      <Stack p="sm" gap={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {conversation.blocked && (
          <Text size="sm" c="dimmed" role="status">
            {conversation.blockedByMe
              ? `You blocked ${counterpart.displayName}: no new messages either way until you unblock.`
              : 'This conversation is blocked: no new messages can be sent.'}
          </Text>
        )}
        <Composer disabled={conversation.blocked} onSend={queue.submit} />
      </Stack>

      <ReasonModal
        opened={reporting}
        onClose={() => setReporting(false)}
        title="Report this conversation"
        reasonLabel="What is wrong? (the platform's team reads it)"
        confirmLabel="Report"
        onConfirm={async (reason) => {
          try {
            await report({ id, reason });
            return null;
          } catch (error) {
            return describe(error);
          }
        }}
      />
    </Paper>
  );
}
