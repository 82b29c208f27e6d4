import { Tabs } from '@mantine/core';
import { IconAlertTriangle, IconScale } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { PayoutQueue } from './payout-queue';
import { Reconciliation } from './reconciliation';

/** `/admin/payouts`: the payouts that need attention, and each month's books. */
export function AdminPayoutsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'reconciliation' ? 'reconciliation' : 'queue';
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
