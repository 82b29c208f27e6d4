import type { RouteObject } from 'react-router';
import { lazyScreen } from '../lazy-screen';
import { withErrorBoundaries } from './with-error-boundaries';

export const publicRoutes: RouteObject[] = [
  {
    lazy: lazyScreen(
      () => import('../layouts/public-layout'),
      (m) => m.PublicLayout,
    ),
    children: withErrorBoundaries([
      {
        index: true,
        lazy: lazyScreen(
          () => import('../../features/public/home-screen'),
          (m) => m.HomeScreen,
        ),
      },
      {
        path: 'about',
        lazy: lazyScreen(
          () => import('../../features/public/about-screen'),
          (m) => m.AboutScreen,
        ),
      },
      {
        path: 'msg',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/msg-screen'),
          (m) => m.MsgScreen,
        ),
      },
      {
        path: 'getStarted',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/get-started-screen'),
          (m) => m.GetStartedScreen,
        ),
      },
      {
        path: 'signUp',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/sign-in-screen'),
          (m) => m.SignInScreen,
        ),
      },
      {
        path: 'signUp/register',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/register-screen'),
          (m) => m.RegisterScreen,
        ),
      },
      {
        path: 'signUp/newPassword',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/new-password-screen'),
          (m) => m.NewPasswordScreen,
        ),
      },
      {
        path: 'signUp/verifyNumber',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/verify-number-screen'),
          (m) => m.VerifyNumberScreen,
        ),
      },
      {
        path: 'signUp/forgotPassword',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/forgot-password-screen'),
          (m) => m.ForgotPasswordScreen,
        ),
      },
      {
        path: 'complete-sign-in',
        lazy: lazyScreen(
          () => import('../../features/auth/screens/complete-sign-in-screen'),
          (m) => m.CompleteSignInScreen,
        ),
      },
    ]),
  },
  {
    // Public, but inside the signed-in viewer's own area layout when there is one.
    path: 'students/hostelDetails',
    lazy: lazyScreen(
      () => import('../layouts/hostel-details-layout'),
      (m) => m.HostelDetailsLayout,
    ),
    children: withErrorBoundaries([
      {
        index: true,
        lazy: lazyScreen(
          () => import('../../features/hostels/details/hostel-details-screen'),
          (m) => m.HostelDetailsScreen,
        ),
      },
    ]),
  },
  {
    path: 'loader',
    lazy: lazyScreen(
      () => import('../../features/public/loader-screen'),
      (m) => m.LoaderScreen,
    ),
  },
];
