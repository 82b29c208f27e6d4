import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RequireRole } from '../../features/auth/require-role';
import { lazyScreen, screenRoute } from '../lazy-screen';
import { withErrorBoundaries } from './with-error-boundaries';

const ownerScreens = () => import('../../features/owner/owner-screens');
const overview = () => import('../../features/owner/owner-overview-screen');
const myHostels = () => import('../../features/hostels/manage/my-hostels-screen');
const listingStart = () => import('../../features/hostels/listing/listing-start-screen');
const listing = () => import('../../features/hostels/listing/listing-wizard-screen');
const reservations = () => import('../../features/reservations/owner-reservations-screen');
const availability = () => import('../../features/hostels/availability/availability-screen');
const earnings = () => import('../../features/earnings/earnings-screen');
const account = () => import('../../features/account/account-settings-screen');
const messages = () => import('../../features/messaging/messages-screen');
const support = () => import('../../features/support/support-screen');
const reviews = () => import('../../features/reviews/owner-reviews-screen');
const developers = () => import('../../features/developers/developers-settings-screen');
const webhooks = () => import('../../features/developers/webhooks-screen');
const notifications = () => import('../../features/notifications/notifications-screen');

const { owner } = paths;

const screens: RouteObject[] = [
  { index: true, lazy: lazyScreen(overview, (m) => m.OwnerOverviewScreen) },
  // child1..child4 were the overview's sections in the original product: show the overview there.
  ...owner.overviewSections.map((section) => ({
    path: section.pattern,
    lazy: lazyScreen(overview, (m) => m.OwnerOverviewScreen),
  })),
  screenRoute(owner.dropdownMenu, ownerScreens, (m) => m.OwnerMenuScreen),
  screenRoute(owner.menu, ownerScreens, (m) => m.OwnerMenuScreen),
  screenRoute(owner.hostels, myHostels, (m) => m.MyHostelsScreen),
  screenRoute(owner.listHostel, listingStart, (m) => m.ListingStartScreen),
  ...[owner.listStep1, owner.listStep2, owner.listStep3, owner.listPrice, owner.listPreview].map((step) =>
    screenRoute(step, listing, (m) => m.ListingWizardScreen),
  ),
  screenRoute(owner.reservations, reservations, (m) => m.OwnerReservationsScreen),
  { path: owner.reservationTabs.pattern, element: <Navigate to={owner.reservationPending()} replace /> },
  ...[
    owner.reservationPending,
    owner.reservationAccepted,
    owner.reservationUpcoming,
    owner.reservationPast,
    owner.reservationCancelled,
    owner.reservationDeclined,
  ].map((tab) => screenRoute(tab, reservations, (m) => m.OwnerReservationsScreen)),
  screenRoute(owner.availability, availability, (m) => m.AvailabilityScreen),
  screenRoute(owner.earning, earnings, (m) => m.OwnerEarningsScreen),
  screenRoute(owner.messages, messages, (m) => m.OwnerMessagesScreen),
  screenRoute(owner.support, support, (m) => m.OwnerSupportScreen),
  screenRoute(owner.reviews, reviews, (m) => m.OwnerReviewsScreen),
  screenRoute(owner.notifications, notifications, (m) => m.NotificationsScreen),
  screenRoute(owner.accountSetting, account, (m) => m.OwnerAccountSettingsScreen),
  screenRoute(owner.developers, developers, (m) => m.DevelopersSettingsScreen),
  screenRoute(owner.webhooks, webhooks, (m) => m.WebhooksScreen),
];

/** The owner area (loaded with its first visit, see router.tsx): guard, layout, screens. */
export const ownerRoutes: RouteObject[] = [
  {
    element: <RequireRole role="OWNER" />,
    children: [
      {
        path: owner.home.pattern,
        lazy: lazyScreen(
          () => import('../layouts/owner-layout'),
          (m) => m.OwnerLayout,
        ),
        children: withErrorBoundaries(screens),
      },
    ],
  },
];
