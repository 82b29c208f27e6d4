import {
  IconBell,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCode,
  IconCoin,
  IconGauge,
  IconHistory,
  IconLifebuoy,
  IconSettings,
  IconStar,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { AreaLink } from '../../components/area-link';
import { NotificationBell } from '../../features/notifications/public';
import { AreaLayout } from './area-layout';

const links: AreaLink[] = [
  { to: paths.admin.home(), label: 'Overview', icon: IconGauge },
  { to: paths.admin.users(), label: 'Users', icon: IconUsers },
  { to: paths.admin.listing(), label: 'Listings', icon: IconBuildingCommunity },
  { to: paths.admin.reservations(), label: 'Reservations', icon: IconCalendarEvent },
  { to: paths.admin.payouts(), label: 'Payouts', icon: IconCoin },
  { to: paths.admin.reviews(), label: 'Reviews', icon: IconStar },
  { to: paths.admin.support(), label: 'Support', icon: IconLifebuoy },
  { to: paths.admin.notification(), label: 'Notifications', icon: IconBell },
  { to: paths.admin.audit(), label: 'Audit log', icon: IconHistory },
  { to: paths.admin.settings(), label: 'Settings', icon: IconSettings },
  { to: paths.admin.developers(), label: 'Developers', icon: IconCode },
];

export function AdminLayout() {
  return (
    <AreaLayout
      name="Admin"
      home={paths.admin.home()}
      links={links}
      headerExtra={<NotificationBell to={paths.admin.notifications()} />}
    />
  );
}
