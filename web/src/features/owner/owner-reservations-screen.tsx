import { Tabs } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';

const tabs = [
  {
    value: paths.owner.reservationPending,
    label: 'Pending',
    empty: 'No requests are waiting for your answer.',
  },
  { value: paths.owner.reservationAccepted, label: 'Accepted', empty: 'Accepted reservations appear here.' },
  { value: paths.owner.reservationDeclined, label: 'Declined', empty: 'Requests you declined appear here.' },
];

/** /dashboard/reservation shows the pending tab; each tab has its own URL. */
export function OwnerReservationsScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => tab.value === pathname) ?? tabs[0]!;
  return (
    <PageFrame title="Reservations" description="Answer requests within the hold time, or they expire.">
      <Tabs value={active.value} onChange={(value) => value && navigate(value)}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={active.value} pt="md">
          <EmptyState
            icon={<IconCalendarEvent size={28} />}
            title={`No ${active.label.toLowerCase()} reservations`}
          >
            {active.empty}
          </EmptyState>
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
