import { Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { CONTACT_HIDDEN_NOTICE } from '@hostel/common';
import { formatDateTime } from '../../lib/dates';
import { imageSources } from '../../lib/image-sources';
import { MessageText } from './message-text';
import type { MessageFile } from './use-send-queue';

export interface MessageBubbleProps {
  mine: boolean;
  body: string;
  files: MessageFile[];
  createdAt?: string;
  /** Own messages: where it is on its way. */
  status?: 'sending' | 'failed' | 'sent' | 'seen';
  error?: string | null;
  contactDetailsHidden?: boolean;
  onRetry?: () => void;
}

const STATUS_TEXT = { sending: 'Sending…', failed: 'Not sent', sent: 'Sent', seen: 'Seen' } as const;

export function MessageBubble(props: MessageBubbleProps) {
  const { mine, status } = props;
  const images = props.files.filter((file) => file.kind === 'IMAGE');
  const documents = props.files.filter((file) => file.kind === 'ARCHIVE');
  return (
    <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} data-testid="message">
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="85%"
        bg={mine ? 'var(--mantine-color-teal-light)' : 'var(--mantine-color-default-hover)'}
        style={{ opacity: status === 'sending' ? 0.7 : 1 }}
      >
        <Stack gap={6}>
          {images.length > 0 && (
            <Group gap={6}>
              {images.map((image) => (
                <Anchor
                  key={image.id}
                  href={image.url ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Image
                    {...imageSources(image, '140px')}
                    alt="Attached image"
                    w={140}
                    h={105}
                    radius="md"
                    fit="cover"
                  />
                </Anchor>
              ))}
            </Group>
          )}
          {documents.map((document) => (
            <Group key={document.id} gap={6} wrap="nowrap">
              <IconFileZip size={18} aria-hidden />
              {document.url ? (
                <Anchor href={document.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {document.originalName}
                </Anchor>
              ) : (
                <Text size="sm">{document.originalName}</Text>
              )}
            </Group>
          ))}
          {props.body && (
            <Text size="sm">
              <MessageText text={props.body} />
            </Text>
          )}
        </Stack>
      </Paper>
      {mine && props.contactDetailsHidden && (
        <Text size="xs" c="dimmed" maw="85%" ta="right">
          {CONTACT_HIDDEN_NOTICE}
        </Text>
      )}
      <Group gap={6}>
        {props.createdAt && (
          <Text size="xs" c="dimmed">
            {formatDateTime(props.createdAt)}
          </Text>
        )}
        {mine && status && (
          <Text
            size="xs"
            c={status === 'failed' ? 'red' : 'dimmed'}
            role={status === 'failed' ? 'alert' : undefined}
          >
            {STATUS_TEXT[status]}
            {status === 'failed' && props.error ? `: ${props.error}` : ''}
          </Text>
        )}
        {status === 'failed' && props.onRetry && (
          <Button size="compact-xs" variant="light" onClick={props.onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Stack>
  );
}
