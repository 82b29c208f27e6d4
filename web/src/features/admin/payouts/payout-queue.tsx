import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoin } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { ReasonModal } from '../../../components/reason-modal';
import type { AdminPayoutQueueQueryQuery } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { useMutationRequest } from '../../../lib/use-request';
import {
  AdminHoldPayoutMutation,
  AdminPayoutQueueQuery,
  AdminReleasePayoutMutation,
  AdminRetryPayoutMutation,
} from '../api/payouts';
import { PayoutCard, type PayoutToAct } from './payout-card';

export const payoutQueueLoader = screenLoader(AdminPayoutQueueQuery);

const done = (message: string) => notifications.show({ color: 'teal', message });

/**
 * Payouts that need an admin, failures first: retry one, hold one with a reason, or let it go.
 * Each action reads the queue again (the route's loader).
 */
export function PayoutQueue() {
  const query = useScreenData<AdminPayoutQueueQueryQuery>();
  const [retrying, setRetrying] = useState<PayoutToAct | null>(null);
  const [holding, setHolding] = useState<PayoutToAct | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [retry, retry_] = useMutationRequest(AdminRetryPayoutMutation);
  const [hold] = useMutationRequest(AdminHoldPayoutMutation);
  const [release] = useMutationRequest(AdminReleasePayoutMutation);

  const closeRetry = () => {
    setRetrying(null);
    setFailure(null);
  };
  const confirmRetry = async () => {
    if (!retrying) return;
    try {
      await retry({ id: retrying.id });
      done(`Payout of ${retrying.label} sent again.`);
      closeRetry();
    } catch (err) {
      setFailure(summarizeServerError(err).message);
    }
  };
  const letGo = async (p: PayoutToAct) => {
    try {
      await release({ id: p.id });
      done(`Payout of ${p.label} released.`);
    } catch (err) {
      notifications.show({ color: 'red', message: summarizeServerError(err).message });
    }
  };

  return (
    <Stack gap="md">
      <QueryState
        loading={query.loading}
        error={query.error}
        data={query.data?.payoutQueue}
        onRetry={query.retry}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState icon={<IconCoin size={28} />} title="Nothing needs attention">
            Failed, held, waiting and sent payouts show here until they are paid.
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm" role="status">
              {list.length} {list.length === 1 ? 'payout' : 'payouts'} to watch
            </Text>
            {list.map((node) => (
              <PayoutCard
                key={node.id}
                payout={node}
                actions={(p) => (
                  <Group gap={4} justify="flex-end">
                    {p.status !== 'SENT' && (
                      <Button size="xs" onClick={() => setRetrying(p)} aria-label={`Retry: ${p.label}`}>
                        Retry
                      </Button>
                    )}
                    {p.status === 'REQUESTED' && !p.held && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setHolding(p)}
                        aria-label={`Hold: ${p.label}`}
                      >
                        Hold
                      </Button>
                    )}
                    {p.held && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => void letGo(p)}
                        aria-label={`Release: ${p.label}`}
                      >
                        Release
                      </Button>
                    )}
                  </Group>
                )}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <Modal
        opened={retrying !== null}
        onClose={closeRetry}
        title="Retry payout"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>
            Send the payout of {retrying?.label} again? A failed one becomes a new payout of the owner’s
            payable balance; a waiting one is tried now.
          </Text>
          <DialogActions
            failure={failure}
            dismissLabel="Not now"
            onDismiss={closeRetry}
            confirmLabel="Retry"
            onConfirm={() => void confirmRetry()}
            busy={retry_.loading}
          />
        </Stack>
      </Modal>
      <ReasonModal
        title={`Hold the payout of ${holding?.label ?? ''}`}
        confirmLabel="Hold payout"
        reasonLabel="Reason (kept in the audit log)"
        opened={holding !== null}
        onClose={() => setHolding(null)}
        onConfirm={async (reason) => {
          if (!holding) return null;
          try {
            await hold({ id: holding.id, reason });
            done(`Payout of ${holding.label} on hold.`);
            return null;
          } catch (err) {
            return summarizeServerError(err).message;
          }
        }}
      />
    </Stack>
  );
}
