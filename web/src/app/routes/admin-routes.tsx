import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RequireRole } from '../../features/auth/require-role';
import { lazyScreen, screenRoute } from '../lazy-screen';
import { withErrorBoundaries } from './with-error-boundaries';

const users = () => import('../../features/admin/users/users-screen');
const user = () => import('../../features/admin/users/user-screen');
const audit = () => import('../../features/admin/audit/audit-screen');
const overview = () => import('../../features/admin/admin-overview-screen');
const moderation = () => import('../../features/admin/moderation/moderation-screen');
const reservations = () => import('../../features/admin/reservations/reservations-screen');
const payouts = () => import('../../features/admin/payouts/payouts-screen');
const support = () => import('../../features/admin/support/support-screen');
const settings = () => import('../../features/admin/settings/settings-screen');
const reviews = () => import('../../features/reviews/admin-reviews-screen');
const notifications = () => import('../../features/notifications/notifications-screen');
const developers = () => import('../../features/developers/developers-settings-screen');
const webhooks = () => import('../../features/developers/webhooks-screen');
const broadcasts = () => import('../../features/admin/broadcasts/broadcast-screen');
const forgotPassword = () => import('../../features/auth/screens/forgot-password-screen');
const resetPassword = () => import('../../features/auth/screens/new-password-screen');

const { admin } = paths;

export const adminRoutes: RouteObject[] = [
  {
    // Public admin account pages: forgot / reset password in the admin account layout.
    lazy: lazyScreen(
      () => import('../layouts/admin-account-layout'),
      (m) => m.AdminAccountLayout,
    ),
    children: withErrorBoundaries([
      screenRoute(admin.forgotPassword, forgotPassword, (m) => m.AdminForgotPasswordScreen),
      screenRoute(admin.resetPassword, resetPassword, (m) => m.AdminResetPasswordScreen),
    ]),
  },
  {
    element: <RequireRole role="ADMIN" />,
    children: [
      {
        path: admin.home.pattern,
        lazy: lazyScreen(
          () => import('../layouts/admin-layout'),
          (m) => m.AdminLayout,
        ),
        children: withErrorBoundaries([
          { index: true, lazy: lazyScreen(overview, (m) => m.AdminOverviewScreen) },
          screenRoute(admin.users, users, (m) => m.AdminUsersScreen),
          screenRoute(admin.user, user, (m) => m.AdminUserScreen),
          screenRoute(admin.audit, audit, (m) => m.AuditLogScreen),
          screenRoute(admin.listing, moderation, (m) => m.ModerationScreen),
          screenRoute(admin.reviews, reviews, (m) => m.AdminReviewsScreen),
          screenRoute(admin.support, support, (m) => m.AdminSupportScreen),
          screenRoute(admin.settings, settings, (m) => m.AdminSettingsScreen),
          screenRoute(admin.notification, broadcasts, (m) => m.AdminBroadcastScreen),
          screenRoute(admin.reservations, reservations, (m) => m.AdminReservationsScreen),
          screenRoute(admin.payouts, payouts, (m) => m.AdminPayoutsScreen),
          screenRoute(admin.notifications, notifications, (m) => m.NotificationsScreen),
          screenRoute(admin.developers, developers, (m) => m.DevelopersSettingsScreen),
          screenRoute(admin.webhooks, webhooks, (m) => m.WebhooksScreen),
        ]),
      },
    ],
  },
];
