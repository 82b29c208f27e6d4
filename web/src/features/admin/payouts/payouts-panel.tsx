import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoin } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import type { PayoutStatus } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { AdminMarkPayoutPaidMutation, AdminPayoutsQuery } from '../api/payouts';
import { PayoutCard, type PayoutToAct } from './payout-card';
import { appendPage, LoadMore } from '../../../components/load-more';

const PAGE_SIZE = 20;
const FILTERS = [
  { value: 'REQUESTED', label: 'Requested' },
  { value: 'PAID', label: 'Paid' },
  { value: 'all', label: 'All' },
];
const EMPTY: Record<string, string> = {
  REQUESTED: 'No payout is waiting. Owners request one when money becomes available to them.',
  PAID: 'Payouts you mark paid are listed here.',
  all: 'Owners have not requested any payouts yet.',
};

/** Payouts owners requested: send the money, then mark them paid here. */
export function PayoutsPanel() {
  const [filter, setFilter] = useState('REQUESTED');
  const [confirming, setConfirming] = useState<PayoutToAct | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminPayoutsQuery, {
    variables: { first: PAGE_SIZE, status: filter === 'all' ? null : (filter as PayoutStatus) },
    fetchPolicy: 'cache-and-network',
  });
  const [markPaid, marking] = useMutation(AdminMarkPayoutPaidMutation, {
    refetchQueries: [AdminPayoutsQuery],
    awaitRefetchQueries: true,
  });
  const close = () => {
    setConfirming(null);
    setFailure(null);
  };
  const confirm = async () => {
    if (!confirming) return;
    try {
      await markPaid({ variables: { id: confirming.id } });
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'teal',
        message: `Payout of ${confirming.label} marked paid.`,
      });
      close();
    } catch (err) {
      setFailure(summarizeServerError(err).message);
      void refetch();
    }
  };
  return (
    <Stack gap="md">
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={setFilter}
        w="fit-content"
        aria-label="Payout status"
      />
      <QueryState
        loading={loading}
        error={error}
        data={data?.payouts}
        onRetry={() => void refetch()}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <EmptyState icon={<IconCoin size={28} />} title="No payouts">
            {EMPTY[filter]}
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm" role="status">
              {list.totalCount} {list.totalCount === 1 ? 'payout' : 'payouts'}
            </Text>
            {list.edges.map(({ node }) => (
              <PayoutCard
                key={node.id}
                payout={node}
                actions={(p) =>
                  p.status === 'REQUESTED' && (
                    <Button size="xs" onClick={() => setConfirming(p)} aria-label={`Mark paid: ${p.label}`}>
                      Mark paid
                    </Button>
                  )
                }
              />
            ))}
            <LoadMore
              pageInfo={list.pageInfo}
              onLoad={(after) => fetchMore({ variables: { after }, updateQuery: appendPage('payouts') })}
            />
          </Stack>
        )}
      </QueryState>
      <Modal
        opened={confirming !== null}
        onClose={close}
        title="Mark payout paid"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>
            Mark the payout of {confirming?.label} as paid only once the money has been sent. The owner’s
            earnings in it become paid out.
          </Text>
          <DialogActions
            failure={failure}
            dismissLabel="Not yet"
            onDismiss={close}
            confirmLabel="Mark paid"
            onConfirm={() => void confirm()}
            busy={marking.loading}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
