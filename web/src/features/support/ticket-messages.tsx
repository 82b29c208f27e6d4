import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconPaperclip } from '@tabler/icons-react';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/dates';
import { SupportMessageFieldsFragment } from './api/support';

export interface TicketMessagesProps {
  messages: FragmentType<typeof SupportMessageFieldsFragment>[];
  /** Whose side the viewer is on: the requester's messages sit left for support, right for them. */
  viewer: 'requester' | 'support';
}

/** A ticket's conversation, oldest first; an internal note is yellow and marked "Only admins see this". */
export function TicketMessages(props: TicketMessagesProps) {
  const messages = props.messages.map((m) => getFragmentData(SupportMessageFieldsFragment, m));
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversation">
      {messages.map((message) => {
        const mine = (props.viewer === 'support') === message.fromSupport;
        const who = message.fromSupport
          ? props.viewer === 'support'
            ? message.author.displayName
            : 'Support'
          : message.author.displayName;
        return (
          <Card
            key={message.id}
            component="li"
            withBorder
            radius="md"
            padding="sm"
            bg={
              message.internal
                ? 'var(--mantine-color-yellow-light)'
                : mine
                  ? 'var(--mantine-color-blue-light)'
                  : undefined
            }
            style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: 'min(100%, 640px)' }}
            aria-label={message.internal ? `Internal note by ${who}` : `Message from ${who}`}
          >
            <Group gap="xs" mb={4} wrap="wrap">
              <Text size="sm" fw={600}>
                {who}
              </Text>
              {message.internal && (
                <Badge
                  color="yellow"
                  variant="filled"
                  c="dark"
                  leftSection={<IconLock size={12} aria-hidden />}
                >
                  Internal note · only admins see this
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(message.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
            {message.attachments.length > 0 && (
              <Stack gap={2} mt="xs">
                {message.attachments.map((file) => (
                  <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer" size="sm">
                    <Group gap={4} wrap="nowrap">
                      <IconPaperclip size={14} aria-hidden />
                      {file.originalName}
                    </Group>
                  </Anchor>
                ))}
              </Stack>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
