import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDate, formatTime } from '../../lib/dates';
import { MessagingConversationFieldsFragment } from './api/documents';

export interface ConversationListProps {
  conversations: FragmentType<typeof MessagingConversationFieldsFragment>[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Today's time ("2:30 PM"), or the day ("Nov 23, 2026") for older messages. */
const when = (iso: string) =>
  formatDate(iso) === formatDate(new Date().toISOString()) ? formatTime(iso) : formatDate(iso);

function preview(
  last: { body: string; mine: boolean; attachments: { kind: 'IMAGE' | 'ARCHIVE' }[] } | null | undefined,
) {
  if (!last) return '';
  const first = last.attachments[0];
  const text = last.body || (first ? (first.kind === 'IMAGE' ? 'Image' : 'Document') : '');
  return last.mine ? `You: ${text}` : text;
}

/** The viewer's conversations, most recent first: the other side, the hostel, the last message, unread. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const rows = conversations
    .map((c) => getFragmentData(MessagingConversationFieldsFragment, c))
    .sort((a, b) => ((a.lastMessageAt ?? '') < (b.lastMessageAt ?? '') ? 1 : -1));
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversations">
      {rows.map((c) => (
        <li key={c.id}>
          <UnstyledButton
            w="100%"
            p="sm"
            onClick={() => onSelect(c.id)}
            aria-current={c.id === selectedId ? 'true' : undefined}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              background: c.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined,
            }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={c.counterpart.avatar?.url} name={c.counterpart.displayName} color="teal" alt="" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap={6} wrap="nowrap">
                  <Text fw={c.unreadCount > 0 ? 700 : 600} truncate>
                    {c.counterpart.displayName}
                  </Text>
                  {c.lastMessageAt && (
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {when(c.lastMessageAt)}
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {c.hostel.name}
                </Text>
                <Group justify="space-between" gap={6} wrap="nowrap">
                  <Text size="sm" truncate fw={c.unreadCount > 0 ? 600 : 400}>
                    {preview(c.lastMessage)}
                  </Text>
                  {c.unreadCount > 0 && (
                    <Badge size="sm" circle aria-label={`${c.unreadCount} unread`}>
                      {c.unreadCount}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
