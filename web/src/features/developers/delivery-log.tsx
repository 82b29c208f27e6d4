import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { appendPage, LoadMore } from '../../components/load-more';
import { QueryState } from '../../components/query-state';
import { getFragmentData } from '../../gql';
import { formatDeadline } from '../../lib/format';
import { summarizeServerError } from '../../lib/graphql-errors';
import {
  DevelopersRedeliverWebhookMutation,
  DevelopersWebhookDeliveriesQuery,
  WebhookDeliveryFieldsFragment,
} from './webhook-api';
import { DELIVERY_STATUS, EVENT_LABELS } from './webhook-labels';

const PAGE_SIZE = 20;

export interface DeliveryLogProps {
  subscriptionId: string;
  /** Redelivery needs the subscription on. */
  active: boolean;
}

/** A subscription's deliveries, newest first, each with how the receiver answered and a redeliver button. */
export function DeliveryLog({ subscriptionId, active }: DeliveryLogProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(DevelopersWebhookDeliveriesQuery, {
    variables: { subscriptionId, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    // Deliveries are sent in the background: the log follows their attempts.
    pollInterval: 5_000,
  });
  const [redeliver] = useMutation(DevelopersRedeliverWebhookMutation);
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (id: string) => {
    setSending(id);
    setFailure(null);
    try {
      await redeliver({ variables: { id } });
    } catch (err) {
      setFailure(summarizeServerError(err).message);
    } finally {
      setSending(null);
    }
  };
  return (
    <QueryState
      loading={loading && !data}
      error={error}
      data={data?.webhookDeliveries}
      onRetry={() => void refetch()}
    >
      {(deliveries) =>
        deliveries.edges.length === 0 ? (
          <EmptyState icon={<IconSend size={28} />} title="No deliveries yet">
            Each event you subscribed to is sent here as it happens.
          </EmptyState>
        ) : (
          <Stack gap="sm">
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Table.ScrollContainer minWidth={620}>
              <Table striped verticalSpacing="xs">
                <Table.Caption>
                  {deliveries.totalCount.toLocaleString()} deliver{deliveries.totalCount === 1 ? 'y' : 'ies'},
                  newest first
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Event</Table.Th>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Response</Table.Th>
                    <Table.Th>Attempts</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {deliveries.edges.map((edge) => {
                    const d = getFragmentData(WebhookDeliveryFieldsFragment, edge.node);
                    return (
                      <Table.Tr key={d.id}>
                        <Table.Td>{EVENT_LABELS[d.event]}</Table.Td>
                        <Table.Td>{formatDeadline(d.lastAttemptAt ?? d.createdAt)}</Table.Td>
                        <Table.Td>
                          {d.responseStatus ?? '—'}
                          {d.lastError && (
                            <Text size="xs" c="red.9">
                              {d.lastError}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{d.attempts}</Table.Td>
                        <Table.Td>
                          <Badge color={DELIVERY_STATUS[d.status].color} variant="light" miw="max-content">
                            {DELIVERY_STATUS[d.status].label}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="default"
                            disabled={!active}
                            loading={sending === d.id}
                            onClick={() => void send(d.id)}
                          >
                            Redeliver
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <LoadMore
              pageInfo={deliveries.pageInfo}
              onLoad={(after) =>
                fetchMore({ variables: { after }, updateQuery: appendPage('webhookDeliveries') })
              }
            />
          </Stack>
        )
      }
    </QueryState>
  );
}
