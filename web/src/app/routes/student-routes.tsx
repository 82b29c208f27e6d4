import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RequireRole } from '../../features/auth/require-role';
import { importWithReload } from '../../lib/chunk-reload';
import { seemsSignedIn } from '../../lib/current-user';
import { lazyScreen, screenRoute } from '../lazy-screen';
import { withErrorBoundaries } from './with-error-boundaries';

const search = () => import('../../features/hostels/search/student-search-screen');
const favourites = () => import('../../features/hostels/favourites/favourites-screen');
const account = () => import('../../features/account/account-settings-screen');
const messages = () => import('../../features/messaging/messages-screen');
const notifications = () => import('../../features/notifications/notifications-screen');
const reservations = () => import('../../features/reservations/student-reservations-screen');
const request = () => import('../../features/reservations/request-screen');
const details = () => import('../../features/reservations/reservation-details-screen');
const support = () => import('../../features/support/support-screen');
const confirmPay = () => import('../../features/reservations/confirm-pay-screen');

const { student } = paths;

/**
 * The area's home is its hostel search: a signed-out visitor (someone opening a student's shared
 * search link) gets the public search with the same filters, not a sign-in wall. The server renders
 * `/students` as that page (entry-server.tsx), so it is there before the app runs.
 */
const publicSearchWhenSignedOut: LoaderFunction = async (args) => {
  if (!(await seemsSignedIn())) return redirect(`${paths.home()}${new URL(args.request.url).search}`);
  const { searchLoader } = await importWithReload(
    () => import('../../features/hostels/search/search-loader'),
  );
  return searchLoader(args);
};

const screens: RouteObject[] = [
  {
    index: true,
    loader: publicSearchWhenSignedOut,
    lazy: lazyScreen(search, (m) => m.StudentSearchScreen),
  },
  screenRoute(student.favourite, favourites, (m) => m.FavouritesScreen),
  screenRoute(student.messages, messages, (m) => m.StudentMessagesScreen),
  screenRoute(student.notifications, notifications, (m) => m.NotificationsScreen),
  screenRoute(student.reservations, reservations, (m) => m.StudentReservationsScreen),
  screenRoute(student.reservationRequest, request, (m) => m.ReservationRequestScreen),
  screenRoute(student.reservationDetails, details, (m) => m.StudentReservationDetailsScreen),
  screenRoute(student.confirmPay, confirmPay, (m) => m.ConfirmPayScreen),
  screenRoute(student.support, support, (m) => m.StudentSupportScreen),
  screenRoute(student.accountSetting, account, (m) => m.StudentAccountSettingsScreen),
  screenRoute(student.personalInformation, account, (m) => m.StudentPersonalInformationScreen),
  screenRoute(student.passwordSetting, account, (m) => m.StudentPasswordSettingScreen),
  // The original product's component URLs render the same screens as their parents.
  screenRoute(student.reservationsComponent, reservations, (m) => m.StudentReservationsScreen),
  screenRoute(student.reservationDetailsComponent, details, (m) => m.StudentReservationDetailsScreen),
];

/** The student area (loaded with its first visit, see router.tsx): guard, layout, screens. */
export const studentRoutes: RouteObject[] = [
  {
    element: <RequireRole role="STUDENT" />,
    children: [
      {
        path: student.home.pattern,
        lazy: lazyScreen(
          () => import('../layouts/student-layout'),
          (m) => m.StudentLayout,
        ),
        children: withErrorBoundaries(screens),
      },
    ],
  },
];
