import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyScreen } from '../lazy-screen';

const owner = () => import('../../features/owner/owner-screens');
const myHostels = () => import('../../features/hostels/manage/my-hostels-screen');
const listingStart = () => import('../../features/hostels/listing/listing-start-screen');
const listing = () => import('../../features/hostels/listing/listing-wizard-screen');
const reservations = () => import('../../features/reservations/owner-reservations-screen');
const earnings = () => import('../../features/earnings/earnings-screen');
const account = () => import('../../features/account/account-settings-screen');
const messages = () => import('../../features/messaging/messages-screen');

export const ownerRoutes: RouteObject[] = [
  { index: true, lazy: lazyScreen(owner, (m) => m.OwnerOverviewScreen) },
  // child1..child4 were the overview's sections in the original product: show the overview there.
  ...([1, 2, 3, 4] as const).map((n) => ({
    path: `components/child${n}`,
    lazy: lazyScreen(owner, (m) => m.OwnerOverviewScreen),
  })),
  { path: 'components/DropdownMenu', lazy: lazyScreen(owner, (m) => m.OwnerMenuScreen) },
  { path: 'menu', lazy: lazyScreen(owner, (m) => m.OwnerMenuScreen) },
  { path: 'hostelDetails', lazy: lazyScreen(myHostels, (m) => m.MyHostelsScreen) },
  { path: 'listHostel', lazy: lazyScreen(listingStart, (m) => m.ListingStartScreen) },
  ...['step1', 'step2', 'step3', 'price', 'preview'].map((step) => ({
    path: `listHostel/${step}`,
    lazy: lazyScreen(listing, (m) => m.ListingWizardScreen),
  })),
  { path: 'reservation', lazy: lazyScreen(reservations, (m) => m.OwnerReservationsScreen) },
  { path: 'reservation/component', element: <Navigate to={paths.owner.reservationPending} replace /> },
  ...['pending', 'accepted', 'declined'].map((tab) => ({
    path: `reservation/component/${tab}`,
    lazy: lazyScreen(reservations, (m) => m.OwnerReservationsScreen),
  })),
  { path: 'earning', lazy: lazyScreen(earnings, (m) => m.OwnerEarningsScreen) },
  { path: 'messages', lazy: lazyScreen(messages, (m) => m.OwnerMessagesScreen) },
  { path: 'accountSetting', lazy: lazyScreen(account, (m) => m.OwnerAccountSettingsScreen) },
];
