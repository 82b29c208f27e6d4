import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useRevalidator } from 'react-router';
import { SUPPORT_CATEGORY_LABELS } from '@hostel/common';
import { QueryState } from '../../components/query-state';
import { getFragmentData } from '../../gql';
import type { SupportTicketQueryQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { useSubscriptionEvents } from '../../lib/live-events';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { useMutationRequest } from '../../lib/use-request';
import {
  SupportReplyMutation,
  SupportTicketFieldsFragment,
  SupportTicketQuery,
  SupportTicketUpdatedSubscription,
} from './api/support';
import { ReplyForm } from './reply-form';
import { TicketMessages } from './ticket-messages';
import { TicketStatusBadge } from './ticket-status-badge';

/** The help page's loader with `?ticket=` (support-screen.tsx): that ticket and its conversation. */
export const ticketLoader = screenLoader(SupportTicketQuery, ({ request }) => ({
  id: new URL(request.url).searchParams.get('ticket')!,
}));

export interface TicketViewProps {
  id: string;
  backTo: string;
}

/** One of the viewer's tickets: its conversation with support, and a reply until it is closed. */
export function TicketView({ id, backTo }: TicketViewProps) {
  const { data, loading, error, retry } = useScreenData<SupportTicketQueryQuery>();
  const { revalidate } = useRevalidator();
  // The ticket is read again after a reply, on each change (support's answer), and on reconnection.
  const [reply] = useMutationRequest(SupportReplyMutation);
  useSubscriptionEvents(SupportTicketUpdatedSubscription, revalidate, { id });
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> All tickets
        </Group>
      </Anchor>
      <QueryState loading={loading} error={error} data={data?.supportTicket} onRetry={retry}>
        {(masked) => {
          const ticket = getFragmentData(SupportTicketFieldsFragment, masked);
          return (
            <Stack gap="md">
              <Stack gap={4}>
                <Group gap="sm">
                  <Title order={2} fz="xl">
                    {ticket.subject}
                  </Title>
                  <TicketStatusBadge status={ticket.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {SUPPORT_CATEGORY_LABELS[ticket.category]} · opened {formatDate(ticket.createdAt)}
                  {ticket.reservation && ` · reservation ${ticket.reservation.code}`}
                  {ticket.hostel && ` · ${ticket.hostel.name}`}
                </Text>
              </Stack>
              <TicketMessages messages={ticket.messages} viewer="requester" />
              {ticket.status === 'CLOSED' ? (
                <Alert color="gray">This ticket is closed. Open a new one if you still need help.</Alert>
              ) : (
                <Paper withBorder radius="md" p="md">
                  {ticket.status === 'RESOLVED' && (
                    <Text size="sm" c="dimmed" mb="xs">
                      Support marked this resolved. Reply if it is not, and the ticket reopens.
                    </Text>
                  )}
                  <ReplyForm
                    onSend={async ({ body, attachmentIds }) => {
                      await reply({ input: { ticketId: ticket.id, body, attachmentIds } });
                    }}
                  />
                </Paper>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
