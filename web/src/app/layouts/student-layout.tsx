import {
  IconCalendarEvent,
  IconHeart,
  IconLifebuoy,
  IconMessages,
  IconSearch,
  IconUserCircle,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { AreaLink } from '../../components/area-link';
import { UnreadMessagesLink } from '../../features/messaging/public';
import { NotificationBell } from '../../features/notifications/public';
import { AreaLayout } from './area-layout';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { finishFavouriteAfterSignIn } from '../../features/hostels/public';

const links: AreaLink[] = [
  {
    to: paths.student.home(),
    label: 'Search hostels',
    icon: IconSearch,
    matches: [paths.hostelDetails.pattern, paths.hostel.pattern],
  },
  { to: paths.student.favourite(), label: 'Favourites', icon: IconHeart },
  {
    to: paths.student.reservations(),
    label: 'Reservations',
    icon: IconCalendarEvent,
    matches: [paths.student.confirmPay.pattern],
  },
  { to: paths.student.messages(), label: 'Messages', icon: IconMessages },
  { to: paths.student.support(), label: 'Help', icon: IconLifebuoy },
  {
    to: paths.student.accountSetting(),
    label: 'Account settings',
    icon: IconUserCircle,
    matches: [paths.student.personalInformation.pattern, paths.student.passwordSetting.pattern],
  },
];

export function StudentLayout() {
  const { revalidate } = useRevalidator();
  useEffect(() => void finishFavouriteAfterSignIn(revalidate), [revalidate]);
  return (
    <AreaLayout
      name="Student"
      home={paths.student.home()}
      links={links}
      headerExtra={
        <>
          <NotificationBell to={paths.student.notifications()} />
          <UnreadMessagesLink to={paths.student.messages()} />
        </>
      }
    />
  );
}
