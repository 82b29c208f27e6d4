import { Alert, Anchor, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_STATUS_LABELS } from '@hostel/common';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { getFragmentData } from '../../../gql';
import type { AdminSupportTicketQueryQuery, HostelStatus, TicketStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { useSubscriptionEvents } from '../../../lib/live-events';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { useMutationRequest } from '../../../lib/use-request';
import { ReplyForm, TicketMessages, TicketStatusBadge } from '../../support/public';
import {
  AdminSupportAssignMutation,
  AdminSupportNoteMutation,
  AdminSupportReplyMutation,
  AdminSupportRowFieldsFragment,
  AdminSupportStatusMutation,
  AdminSupportTicketQuery,
  AdminSupportTicketUpdatedSubscription,
} from '../api/support';
import { statusName } from '../status-name';
import { formatDuration } from './duration';
import { ReportedConversation } from './reported-conversation';
import { useAdminOptions } from './use-admins';

// The moderation screen's tab that lists a listing of each status (a draft is in none).
const LISTING_TABS: Partial<Record<HostelStatus, string>> = {
  PENDING_REVIEW: 'review',
  PUBLISHED: 'published',
  SUSPENDED: 'suspended',
  REJECTED: 'rejected',
};

const STATUS_OPTIONS = (Object.keys(SUPPORT_STATUS_LABELS) as TicketStatus[]).map((value) => ({
  value,
  label: SUPPORT_STATUS_LABELS[value],
}));

const NOBODY = 'nobody';

/** The ticket of the URL's `ticket`. */
export const ticketLoader = screenLoader(AdminSupportTicketQuery, ({ request }) => ({
  id: new URL(request.url).searchParams.get('ticket') ?? '',
}));

export interface SupportTicketProps {
  id: string;
  viewerId: string | null;
}

/**
 * One ticket for admins (the route's loader reads it): who asked and about what (with links to act
 * on it), assignment, status, the thread and notes. Each change reads it again.
 */
export function SupportTicket({ id, viewerId }: SupportTicketProps) {
  const { data, loading, error, retry } = useScreenData<AdminSupportTicketQueryQuery>();
  const [reply] = useMutationRequest(AdminSupportReplyMutation);
  const [note] = useMutationRequest(AdminSupportNoteMutation);
  const [assign, assigning] = useMutationRequest(AdminSupportAssignMutation);
  const [setStatus, settingStatus] = useMutationRequest(AdminSupportStatusMutation);
  // The requester's answer, or another admin's reply or note, shows without a reload.
  const { revalidate } = useRevalidator();
  useSubscriptionEvents(AdminSupportTicketUpdatedSubscription, revalidate, { id });
  const admins = useAdminOptions(viewerId);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
    } catch (e) {
      setFailure(summarizeServerError(e).message);
    }
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.admin.support()} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Support queue
        </Group>
      </Anchor>
      <QueryState loading={loading} error={error} data={data?.supportTicket} onRetry={retry}>
        {(ticket) => {
          const row = getFragmentData(AdminSupportRowFieldsFragment, ticket);
          const listingTab = ticket.hostel && LISTING_TABS[ticket.hostel.status];
          return (
            <Stack gap="md">
              <Stack gap={4}>
                <Group gap="sm">
                  <Title order={2} fz="xl">
                    {row.subject}
                  </Title>
                  <TicketStatusBadge status={row.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {SUPPORT_CATEGORY_LABELS[row.category]} · from {row.requester.displayName} (
                  {statusName(row.requester.role)}) · opened {formatDateTime(row.createdAt)}
                </Text>
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Paper withBorder radius="md" p="sm">
                  <Stack gap="xs">
                    <Text size="sm">
                      First answer: <b>{formatDuration(row.firstAnswerSeconds)}</b> · Resolution:{' '}
                      <b>{formatDuration(row.resolutionSeconds)}</b>
                    </Text>
                    <Group gap="xs" align="flex-end" wrap="wrap">
                      <Select
                        label="Status"
                        data={STATUS_OPTIONS}
                        value={row.status}
                        allowDeselect={false}
                        disabled={settingStatus.loading}
                        onChange={(value) =>
                          value && void act(() => setStatus({ id: row.id, status: value as TicketStatus }))
                        }
                        w={{ base: '100%', xs: 170 }}
                      />
                      <Select
                        label="Assignee"
                        data={[{ value: NOBODY, label: 'Nobody' }, ...admins]}
                        value={row.assignee?.id ?? NOBODY}
                        allowDeselect={false}
                        disabled={assigning.loading}
                        onChange={(value) =>
                          value &&
                          void act(() => assign({ id: row.id, assigneeId: value === NOBODY ? null : value }))
                        }
                        w={{ base: '100%', xs: 220 }}
                      />
                    </Group>
                  </Stack>
                </Paper>
                <Paper withBorder radius="md" p="sm" aria-label="What it is about">
                  <Stack gap="xs">
                    {ticket.reservation ? (
                      <Anchor
                        component={Link}
                        to={paths.admin.reservations({
                          search: ticket.reservation.code,
                          open: ticket.reservation.id,
                        })}
                      >
                        <Group gap={4} wrap="nowrap">
                          Reservation {ticket.reservation.code} ({statusName(ticket.reservation.status)}):
                          refund or cancel
                          <IconExternalLink size={14} aria-hidden />
                        </Group>
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        No reservation linked.
                      </Text>
                    )}
                    {ticket.hostel &&
                      (listingTab ? (
                        <Anchor
                          component={Link}
                          to={paths.admin.listing({ status: listingTab, search: ticket.hostel.id })}
                        >
                          <Group gap={4} wrap="nowrap">
                            Listing {ticket.hostel.name}: suspend or reinstate
                            <IconExternalLink size={14} aria-hidden />
                          </Group>
                        </Anchor>
                      ) : (
                        <Text size="sm">Listing {ticket.hostel.name} (a draft)</Text>
                      ))}
                    {ticket.conversationId && (
                      <Text size="sm">Came from a reported conversation (below).</Text>
                    )}
                  </Stack>
                </Paper>
              </SimpleGrid>
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              {ticket.conversationId && (
                <ReportedConversation conversationId={ticket.conversationId} reporter={row.requester} />
              )}
              <TicketMessages messages={ticket.messages} viewer="support" />
              {row.status === 'CLOSED' ? (
                <Alert color="gray">Closed: set another status to reply again.</Alert>
              ) : (
                <Paper withBorder radius="md" p="md">
                  <ReplyForm
                    canNote
                    onSend={async ({ body, attachmentIds, internal }) => {
                      const input = { ticketId: row.id, body, attachmentIds };
                      await (internal ? note({ input }) : reply({ input }));
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
