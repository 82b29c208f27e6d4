import {
  IconBell,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCalendarStats,
  IconCirclePlus,
  IconCode,
  IconCoin,
  IconLayoutDashboard,
  IconLifebuoy,
  IconMenu2,
  IconMessages,
  IconStar,
  IconUserCircle,
} from '@tabler/icons-react';
import type { AreaLink } from '../../components/area-link';
import { paths } from '../../config/paths';

export const ownerLinks: AreaLink[] = [
  { to: paths.owner.home(), label: 'Overview', icon: IconLayoutDashboard },
  { to: paths.owner.hostels(), label: 'My hostels', icon: IconBuildingCommunity },
  { to: paths.owner.listHostel(), label: 'List a hostel', icon: IconCirclePlus },
  { to: paths.owner.reservations(), label: 'Reservations', icon: IconCalendarEvent },
  { to: paths.owner.availability(), label: 'Availability', icon: IconCalendarStats },
  { to: paths.owner.earning(), label: 'Earnings', icon: IconCoin },
  { to: paths.owner.messages(), label: 'Messages', icon: IconMessages },
  { to: paths.owner.notifications(), label: 'Notifications', icon: IconBell },
  { to: paths.owner.support(), label: 'Help', icon: IconLifebuoy },
  { to: paths.owner.reviews(), label: 'Reviews', icon: IconStar },
  { to: paths.owner.accountSetting(), label: 'Account settings', icon: IconUserCircle },
  { to: paths.owner.developers(), label: 'Developers', icon: IconCode },
  { to: paths.owner.menu(), label: 'Menu', icon: IconMenu2, matches: [paths.owner.dropdownMenu.pattern] },
];
