import type { RouteObject } from 'react-router';
import { RequireRole } from '../../features/auth/require-role';
import { lazyScreen } from '../lazy-screen';
import { withErrorBoundaries } from './with-error-boundaries';

const admin = () => import('../../features/admin/admin-screens');
const moderation = () => import('../../features/hostels/manage/moderation-screen');
const reservations = () => import('../../features/admin/reservations/reservations-screen');
const settings = () => import('../../features/admin/settings/settings-screen');

export const adminRoutes: RouteObject[] = [
  {
    // Public admin account pages: forgot / reset password in the admin account layout.
    path: 'admin/account',
    lazy: lazyScreen(
      () => import('../layouts/admin-account-layout'),
      (m) => m.AdminAccountLayout,
    ),
    children: withErrorBoundaries([
      {
        path: 'forgotpassword',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/forgot-password-screen'),
          (m) => m.AdminForgotPasswordScreen,
        ),
      },
      {
        path: 'resetpassword',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/new-password-screen'),
          (m) => m.AdminResetPasswordScreen,
        ),
      },
    ]),
  },
  {
    element: <RequireRole role="ADMIN" />,
    children: [
      {
        path: 'admin',
        lazy: lazyScreen(
          () => import('../layouts/admin-layout'),
          (m) => m.AdminLayout,
        ),
        children: withErrorBoundaries([
          { index: true, lazy: lazyScreen(admin, (m) => m.AdminOverviewScreen) },
          { path: 'users', lazy: lazyScreen(admin, (m) => m.AdminUsersScreen) },
          { path: 'listing', lazy: lazyScreen(moderation, (m) => m.ModerationScreen) },
          { path: 'reviews', lazy: lazyScreen(admin, (m) => m.AdminReviewsScreen) },
          { path: 'support', lazy: lazyScreen(admin, (m) => m.AdminSupportScreen) },
          { path: 'settings', lazy: lazyScreen(settings, (m) => m.AdminSettingsScreen) },
          { path: 'notification', lazy: lazyScreen(admin, (m) => m.AdminNotificationsScreen) },
          { path: 'reservations', lazy: lazyScreen(reservations, (m) => m.AdminReservationsScreen) },
        ]),
      },
    ],
  },
];
