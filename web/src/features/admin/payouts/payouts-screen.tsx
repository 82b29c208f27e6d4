import { Tabs } from '@mantine/core';
import { IconAlertTriangle, IconScale } from '@tabler/icons-react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { PayoutQueue, payoutQueueLoader } from './payout-queue';
import { Reconciliation, reconciliationLoader } from './reconciliation';

const isReconciliation = (params: URLSearchParams) => params.get('tab') === 'reconciliation';

/** The open tab's data: the queue, or the month's books. */
export const loader = (args: LoaderFunctionArgs) =>
  isReconciliation(new URL(args.request.url).searchParams)
    ? reconciliationLoader(args)
    : payoutQueueLoader(args);

/** `/admin/payouts`: the payouts that need attention, and each month's books. */
export function AdminPayoutsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = isReconciliation(params) ? 'reconciliation' : 'queue';
  return (
    <PageFrame
      title="Payouts"
      description="Owners’ payouts that need attention, and where students’ money went."
    >
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'reconciliation' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="queue" leftSection={<IconAlertTriangle size={16} />}>
            Queue
          </Tabs.Tab>
          <Tabs.Tab value="reconciliation" leftSection={<IconScale size={16} />}>
            Reconciliation
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue">
          <PayoutQueue />
        </Tabs.Panel>
        <Tabs.Panel value="reconciliation">
          <Reconciliation />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
