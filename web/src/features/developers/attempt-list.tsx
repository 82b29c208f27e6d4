import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { WebhookDeliveryFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';

export interface AttemptListProps {
  attempts: WebhookDeliveryFieldsFragment['attemptLog'];
  /** Every attempt made: the list holds the last 20. */
  total: number;
}

/** One delivery's attempts, newest first: when, how the endpoint answered, how long it took. */
export function AttemptList({ attempts, total }: AttemptListProps) {
  return (
    <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Attempts">
      {[...attempts].reverse().map((attempt, index) => (
        <Stack key={`${attempt.at}-${index}`} component="li" gap={2}>
          <Group gap={6} wrap="wrap">
            <Badge size="sm" variant="light" color={attempt.error ? 'red' : 'teal'} miw="max-content">
              {attempt.status ?? 'No answer'}
            </Badge>
            <Text size="xs">{formatDateTime(attempt.at)}</Text>
            <Text size="xs" c="dimmed">
              {attempt.durationMs.toLocaleString()} ms
            </Text>
          </Group>
          {attempt.error && (
            <Text size="xs" c="red.9">
              {attempt.error}
            </Text>
          )}
          {attempt.responseExcerpt && (
            <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 120 }}>
              {attempt.responseExcerpt}
            </Code>
          )}
        </Stack>
      ))}
      {total > attempts.length && (
        <Text size="xs" c="dimmed">
          {(total - attempts.length).toLocaleString()} earlier attempt
          {total - attempts.length === 1 ? '' : 's'} not shown
        </Text>
      )}
    </Stack>
  );
}
