import type { RouteObject } from 'react-router';
import { lazyScreen } from '../lazy-screen';

const search = () => import('../../features/hostels/search/student-search-screen');
const favourites = () => import('../../features/hostels/favourites/favourites-screen');
const account = () => import('../../features/account/account-settings-screen');
const messages = () => import('../../features/messaging/messages-screen');
const reservations = () => import('../../features/reservations/student-reservations-screen');
const details = () => import('../../features/reservations/reservation-details-screen');
const confirmPay = () => import('../../features/reservations/confirm-pay-screen');

export const studentRoutes: RouteObject[] = [
  { index: true, lazy: lazyScreen(search, (m) => m.StudentSearchScreen) },
  { path: 'favourite', lazy: lazyScreen(favourites, (m) => m.FavouritesScreen) },
  { path: 'messages', lazy: lazyScreen(messages, (m) => m.StudentMessagesScreen) },
  // The original product's component URLs render the same screens as their parents.
  { path: 'reservation', lazy: lazyScreen(reservations, (m) => m.StudentReservationsScreen) },
  { path: 'reservation/component', lazy: lazyScreen(reservations, (m) => m.StudentReservationsScreen) },
  { path: 'reservation/Details', lazy: lazyScreen(details, (m) => m.StudentReservationDetailsScreen) },
  {
    path: 'reservation/component/reservationDetails',
    lazy: lazyScreen(details, (m) => m.StudentReservationDetailsScreen),
  },
  { path: 'confirmPay', lazy: lazyScreen(confirmPay, (m) => m.ConfirmPayScreen) },
  { path: 'accountSetting', lazy: lazyScreen(account, (m) => m.StudentAccountSettingsScreen) },
  {
    path: 'components/personalInformation',
    lazy: lazyScreen(account, (m) => m.StudentPersonalInformationScreen),
  },
  { path: 'components/passwordSetting', lazy: lazyScreen(account, (m) => m.StudentPasswordSettingScreen) },
];
