import { IconCalendarEvent, IconHeart, IconMessages, IconSearch, IconUserCircle } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { AreaLayout, type AreaLink } from './area-layout';

const links: AreaLink[] = [
  { to: paths.student.home, label: 'Search hostels', icon: IconSearch, matches: [paths.hostelDetails] },
  { to: paths.student.favourite, label: 'Favourites', icon: IconHeart },
  {
    to: paths.student.reservation,
    label: 'Reservations',
    icon: IconCalendarEvent,
    matches: [paths.student.confirmPay],
  },
  { to: paths.student.messages, label: 'Messages', icon: IconMessages },
  {
    to: paths.student.accountSetting,
    label: 'Account settings',
    icon: IconUserCircle,
    matches: [paths.student.personalInformation, paths.student.passwordSetting],
  },
];

export function StudentLayout() {
  return <AreaLayout name="Student" home={paths.student.home} links={links} />;
}
