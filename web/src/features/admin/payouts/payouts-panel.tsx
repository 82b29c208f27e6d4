import { Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoin } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { LoadMore } from '../../../components/load-more';
import type { AdminPayoutsQueryQuery, AdminPayoutsQueryQueryVariables } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { useRouteFilters } from '../../../lib/route-filters';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { useMutationRequest, usePagedList } from '../../../lib/use-request';
import { AdminMarkPayoutPaidMutation, AdminPayoutsQuery } from '../api/payouts';
import { PayoutCard, type PayoutToAct } from './payout-card';

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

type Payouts = AdminPayoutsQueryQuery['payouts'];

/** The URL's `status` (one of FILTERS; requested ones when it has none). */
const filterOf = (params: URLSearchParams) =>
  FILTERS.find((filter) => filter.value === params.get('status'))?.value ?? 'REQUESTED';

const payoutsVariables = (filter: string): AdminPayoutsQueryQueryVariables => ({
  first: PAGE_SIZE,
  status: filter === 'REQUESTED' || filter === 'PAID' ? filter : null,
});

export const payoutsLoader = screenLoader(AdminPayoutsQuery, ({ request }) =>
  payoutsVariables(filterOf(new URL(request.url).searchParams)),
);

function PayoutList({
  list,
  filter,
  onMarkPaid,
}: {
  list: Payouts;
  filter: string;
  onMarkPaid: (payout: PayoutToAct) => void;
}) {
  const { edges, pageInfo, loadMore } = usePagedList(list, (after) =>
    graphqlRequest(AdminPayoutsQuery, { ...payoutsVariables(filter), after }).then((r) => r.payouts),
  );
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm" role="status">
        {list.totalCount} {list.totalCount === 1 ? 'payout' : 'payouts'}
      </Text>
      {edges.map(({ node }) => (
        <PayoutCard
          key={node.id}
          payout={node}
          actions={(p) =>
            p.status === 'REQUESTED' && (
              <Button size="xs" onClick={() => onMarkPaid(p)} aria-label={`Mark paid: ${p.label}`}>
                Mark paid
              </Button>
            )
          }
        />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** Payouts owners requested (the route's loader reads the URL's `status`): send the money, then mark them paid here. */
export function PayoutsPanel() {
  const { params, set, reading } = useRouteFilters();
  const filter = filterOf(params);
  const [confirming, setConfirming] = useState<PayoutToAct | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error, retry } = useScreenData<AdminPayoutsQueryQuery>();
  const [markPaid, marking] = useMutationRequest(AdminMarkPayoutPaidMutation);
  const close = () => {
    setConfirming(null);
    setFailure(null);
  };
  const confirm = async () => {
    if (!confirming) return;
    try {
      await markPaid({ id: confirming.id });
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'teal',
        message: `Payout of ${confirming.label} marked paid.`,
      });
      close();
    } catch (err) {
      setFailure(summarizeServerError(err).message);
      // Someone may have paid it meanwhile: the list shows what is true now.
      retry();
    }
  };
  return (
    <Stack gap="md">
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={(value) => set({ status: value === 'REQUESTED' ? null : value })}
        w="fit-content"
        aria-label="Payout status"
      />
      <QueryState
        loading={loading}
        error={error}
        data={data?.payouts}
        onRetry={retry}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <EmptyState icon={<IconCoin size={28} />} title="No payouts">
            {EMPTY[filter]}
          </EmptyState>
        }
      >
        {(list) => (
          <div aria-busy={reading} style={{ opacity: reading ? 0.6 : 1 }}>
            <PayoutList list={list} filter={filter} onMarkPaid={setConfirming} />
          </div>
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
