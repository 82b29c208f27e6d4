import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { PublicLayout } from '../layouts/public-layout';
import { lazyScreen, screenRoute } from '../lazy-screen';
import { withErrorBoundaries } from './with-error-boundaries';

const home = () => import('../../features/public/home-screen');
const about = () => import('../../features/public/about-screen');
const loader = () => import('../../features/public/loader-screen');
const msg = () => import('../../features/auth/screens/msg-screen');
const getStarted = () => import('../../features/auth/screens/get-started-screen');
const signIn = () => import('../../features/auth/screens/sign-in-screen');
const register = () => import('../../features/auth/screens/register-screen');
const newPassword = () => import('../../features/auth/screens/new-password-screen');
const verifyNumber = () => import('../../features/auth/screens/verify-number-screen');
const forgotPassword = () => import('../../features/auth/screens/forgot-password-screen');
const completeSignIn = () => import('../../features/auth/screens/complete-sign-in-screen');
const developersDocs = () => import('../../features/developers/docs/developers-docs-screen');
const hostelDetails = () => import('../../features/hostels/details/hostel-details-screen');

export const publicRoutes: RouteObject[] = [
  {
    // In the entry, not lazy: it frames the pages the server renders (entry-server.tsx), whose first
    // paint needs its styles in the entry's CSS.
    Component: PublicLayout,
    children: withErrorBoundaries([
      { index: true, lazy: lazyScreen(home, (m) => m.HomeScreen) },
      { path: paths.city.pattern, lazy: lazyScreen(home, (m) => m.HomeScreen) },
      { path: paths.about.pattern, lazy: lazyScreen(about, (m) => m.AboutScreen) },
      screenRoute(paths.developers, developersDocs, (m) => m.DevelopersDocsScreen),
      screenRoute(paths.msg, msg, (m) => m.MsgScreen),
      screenRoute(paths.getStarted, getStarted, (m) => m.GetStartedScreen),
      screenRoute(paths.signUp, signIn, (m) => m.SignInScreen),
      screenRoute(paths.register, register, (m) => m.RegisterScreen),
      screenRoute(paths.newPassword, newPassword, (m) => m.NewPasswordScreen),
      screenRoute(paths.verifyNumber, verifyNumber, (m) => m.VerifyNumberScreen),
      screenRoute(paths.forgotPassword, forgotPassword, (m) => m.ForgotPasswordScreen),
      screenRoute(paths.completeSignIn, completeSignIn, (m) => m.CompleteSignInScreen),
    ]),
  },
  // The hostel page at its canonical URL and at the original one (same lazy chunks): public, but
  // inside the signed-in viewer's own area layout when there is one.
  ...[paths.hostel.pattern, paths.hostelDetails.pattern].map((path): RouteObject => ({
    path,
    lazy: lazyScreen(
      () => import('../layouts/hostel-details-layout'),
      (m) => m.HostelDetailsLayout,
    ),
    children: withErrorBoundaries([
      { index: true, lazy: lazyScreen(hostelDetails, (m) => m.HostelDetailsScreen) },
    ]),
  })),
  screenRoute(paths.loader, loader, (m) => m.LoaderScreen),
];
