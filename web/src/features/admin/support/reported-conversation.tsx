import { Alert, Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AdminReportedConversationQueryQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { AdminReportedConversationQuery } from '../api/support';
import { imageSources } from '../../../lib/image-sources';

type ReportedMessage =
  AdminReportedConversationQueryQuery['reportedConversationMessages']['edges'][number]['node'];

export interface ReportedConversationProps {
  conversationId: string;
  /** Who reported it (the ticket's requester): their messages are told from the other side's. */
  reporter: { id: string; displayName: string };
}

/**
 * The reported conversation behind a ticket, as it was sent (nothing masked). Admins read private
 * conversations only on purpose: it loads when asked, and the API records every read in the audit log.
 */
export function ReportedConversation({ conversationId, reporter }: ReportedConversationProps) {
  const [messages, setMessages] = useState<ReportedMessage[] | null>(null);
  const [older, setOlder] = useState<{ cursor: string | null; more: boolean }>({ cursor: null, more: false });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = async (before: string | null) => {
    setLoading(true);
    setFailure(null);
    try {
      const data = await graphqlRequest(AdminReportedConversationQuery, { conversationId, before });
      const page = data.reportedConversationMessages;
      // Pages come newest first; the thread reads oldest first.
      const oldestFirst = page.edges.map((edge) => edge.node).reverse();
      setMessages((shown) => [...oldestFirst, ...(shown ?? [])]);
      setOlder({ cursor: page.pageInfo.endCursor ?? null, more: page.pageInfo.hasNextPage });
    } catch (e) {
      setFailure(summarizeServerError(e).message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reported-conversation">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="md" id="reported-conversation">
            Reported conversation
          </Title>
          {messages === null && (
            <Button size="xs" variant="light" loading={loading} onClick={() => void load(null)}>
              Read the conversation
            </Button>
          )}
        </Group>
        {messages === null && (
          <Text size="sm" c="dimmed">
            Reported by {reporter.displayName}. Reading it is recorded in the audit log.
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {older.more && (
          <Button
            size="xs"
            variant="subtle"
            w="fit-content"
            loading={loading}
            onClick={() => void load(older.cursor)}
          >
            Load older messages
          </Button>
        )}
        {messages?.length === 0 && <Text size="sm">No messages were sent.</Text>}
        {messages?.map((message) => {
          const fromReporter = message.senderId === reporter.id;
          return (
            <Stack key={message.id} gap={4} data-testid="reported-message">
              <Group gap="xs">
                <Badge size="sm" variant="light" color={fromReporter ? 'teal' : 'gray'}>
                  {fromReporter ? `${reporter.displayName} (reporter)` : 'The other participant'}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatDateTime(message.createdAt)}
                </Text>
              </Group>
              {message.body && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Text>
              )}
              {message.attachments.length > 0 && (
                <Group gap={6}>
                  {message.attachments.map((image) => (
                    <Anchor key={image.id} href={image.url} target="_blank" rel="noopener noreferrer">
                      <Image
                        {...imageSources(image, '120px')}
                        alt="Attached image"
                        w={120}
                        h={90}
                        radius="md"
                        fit="cover"
                      />
                    </Anchor>
                  ))}
                </Group>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
