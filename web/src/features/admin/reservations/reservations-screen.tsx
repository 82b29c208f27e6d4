import { Tabs } from '@mantine/core';
import { IconCalendarEvent, IconCoin } from '@tabler/icons-react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { ExportReservationsButton } from '../../reservations/public';
import { PayoutsPanel, payoutsLoader } from '../payouts/payouts-panel';
import { ReservationSearch, reservationsLoader } from './reservation-search';

const isPayouts = (params: URLSearchParams) => params.get('tab') === 'payouts';

/** The open tab's data: the reservations found, or the owners' payouts. */
export const loader = (args: LoaderFunctionArgs) =>
  isPayouts(new URL(args.request.url).searchParams) ? payoutsLoader(args) : reservationsLoader(args);

/** `/admin/reservations`: search and cancel reservations with a refund; pay owners their payouts. */
export function AdminReservationsScreen() {
  const [params, setParams] = useSearchParams();
  return (
    <PageFrame
      title="Reservations"
      description="Search reservations, cancel them with a refund, and pay owners."
      actions={<ExportReservationsButton scope="every hostel" />}
    >
      <Tabs
        value={isPayouts(params) ? 'payouts' : 'reservations'}
        // Each tab has filters of its own: a tab opens with none.
        onChange={(value) => setParams(value === 'payouts' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="reservations" leftSection={<IconCalendarEvent size={16} />}>
            Reservations
          </Tabs.Tab>
          <Tabs.Tab value="payouts" leftSection={<IconCoin size={16} />}>
            Payouts
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reservations">
          <ReservationSearch />
        </Tabs.Panel>
        <Tabs.Panel value="payouts">
          <PayoutsPanel />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
