import { Tabs } from '@mantine/core';
import { IconCalendarEvent, IconCoin } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { ExportReservationsButton } from '../../reservations/public';
import { PayoutsPanel } from '../payouts/payouts-panel';
import { ReservationSearch } from './reservation-search';

/** `/admin/reservations`: search and cancel reservations with a refund; pay owners their payouts. */
export function AdminReservationsScreen() {
  const [params] = useSearchParams();
  return (
    <PageFrame
      title="Reservations"
      description="Search reservations, cancel them with a refund, and pay owners."
      actions={<ExportReservationsButton scope="every hostel" />}
    >
      <Tabs defaultValue={params.get('tab') === 'payouts' ? 'payouts' : 'reservations'} keepMounted={false}>
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
