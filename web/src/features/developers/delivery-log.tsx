import {
  ActionIcon,
  Alert,
  Badge,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconRefresh, IconSend } from '@tabler/icons-react';
import { Fragment, useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { QueryState } from '../../components/query-state';
import { getFragmentData } from '../../gql';
import type { DevelopersWebhookDeliveriesQueryQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { summarizeServerError } from '../../lib/graphql-errors';
import { graphqlRequest } from '../../lib/graphql-request';
import { useMutationRequest, usePagedList, useRequest } from '../../lib/use-request';
import {
  DevelopersRedeliverWebhookMutation,
  DevelopersWebhookDeliveriesQuery,
  WebhookDeliveryFieldsFragment,
} from './webhook-api';
import { AttemptList } from './attempt-list';
import { DELIVERY_STATUS, EVENT_LABELS } from './webhook-labels';

const PAGE_SIZE = 20;

export interface DeliveryLogProps {
  subscriptionId: string;
  /** Redelivery needs the subscription on. */
  active: boolean;
  /** Pings sent since the log opened: each reads it again. */
  pings?: number;
}

/** How often the log reads again while the page is in view: deliveries are sent in the background. */
const POLL_MS = 5_000;

/** A subscription's deliveries, newest first, each with how the receiver answered and a redeliver button. */
export function DeliveryLog({ subscriptionId, active, pings = 0 }: DeliveryLogProps) {
  const { data, loading, error, refetch } = useRequest(DevelopersWebhookDeliveriesQuery, {
    subscriptionId,
    first: PAGE_SIZE,
  });
  // The log follows the deliveries' attempts, but not while the page is hidden.
  useEffect(() => {
    const timer = setInterval(() => {
      if (!document.hidden) refetch();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  useEffect(() => {
    if (pings > 0) refetch();
  }, [pings, refetch]);
  return (
    <QueryState loading={loading} error={error} data={data?.webhookDeliveries} onRetry={refetch}>
      {(first) =>
        first.edges.length === 0 ? (
          <EmptyState icon={<IconSend size={28} />} title="No deliveries yet">
            Each event you subscribed to is sent here as it happens.
          </EmptyState>
        ) : (
          <Deliveries first={first} subscriptionId={subscriptionId} active={active} onSent={refetch} />
        )
      }
    </QueryState>
  );
}

interface DeliveriesProps {
  first: DevelopersWebhookDeliveriesQueryQuery['webhookDeliveries'];
  subscriptionId: string;
  active: boolean;
  /** After a redelivery: the log reads again. */
  onSent: () => void;
}

function Deliveries({ first, subscriptionId, active, onSent }: DeliveriesProps) {
  const deliveries = usePagedList(first, (after) =>
    graphqlRequest(DevelopersWebhookDeliveriesQuery, { subscriptionId, first: PAGE_SIZE, after }).then(
      (page) => page.webhookDeliveries,
    ),
  );
  // The card's last delivery reads again with the route; the log itself, here.
  const [redeliver] = useMutationRequest(DevelopersRedeliverWebhookMutation);
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const send = async (id: string) => {
    setSending(id);
    setFailure(null);
    try {
      await redeliver({ id });
      onSent();
    } catch (err) {
      setFailure(summarizeServerError(err).message);
    } finally {
      setSending(null);
    }
  };
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {/* Narrow columns and an icon button: it fits a phone; narrower screens scroll it. */}
      <Table.ScrollContainer minWidth={300}>
        <Table striped verticalSpacing="xs" horizontalSpacing={6}>
          <Table.Caption>
            {first.totalCount.toLocaleString()} deliver{first.totalCount === 1 ? 'y' : 'ies'}, newest first
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.edges.map((edge) => {
              const d = getFragmentData(WebhookDeliveryFieldsFragment, edge.node);
              const open = opened === d.id;
              const Chevron = open ? IconChevronDown : IconChevronRight;
              return (
                <Fragment key={d.id}>
                  <Table.Tr>
                    <Table.Td>
                      {EVENT_LABELS[d.event]}
                      <Text size="xs" c="dimmed">
                        {formatDateTime(d.lastAttemptAt ?? d.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {d.responseStatus ?? '—'}
                      {d.lastError && (
                        <Text size="xs" c="red.9">
                          {d.lastError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={DELIVERY_STATUS[d.status].color} variant="light" miw="max-content">
                        {DELIVERY_STATUS[d.status].label}
                      </Badge>
                      {d.attempts > 0 ? (
                        <UnstyledButton
                          aria-expanded={open}
                          aria-controls={`attempts-${d.id}`}
                          onClick={() => setOpened(open ? null : d.id)}
                          display="flex"
                          style={{ alignItems: 'center', gap: 2 }}
                        >
                          <Chevron size={14} aria-hidden />
                          <Text size="xs" c="dimmed" td="underline">
                            {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
                          </Text>
                        </UnstyledButton>
                      ) : (
                        <Text size="xs" c="dimmed">
                          No attempt yet
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label="Redeliver" withArrow>
                        <ActionIcon
                          variant="default"
                          size="lg"
                          aria-label="Redeliver"
                          disabled={!active}
                          loading={sending === d.id}
                          onClick={() => void send(d.id)}
                        >
                          <IconRefresh size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                  {open && (
                    <Table.Tr id={`attempts-${d.id}`}>
                      <Table.Td colSpan={4}>
                        <AttemptList attempts={d.attemptLog} total={d.attempts} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore pageInfo={deliveries.pageInfo} onLoad={deliveries.loadMore} />
    </Stack>
  );
}
