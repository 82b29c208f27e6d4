import { Alert, Button, Center, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { paths, type Role } from '../../config/paths';
import { importWithReload } from '../../lib/chunk-reload';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useAuth } from './auth-context';
import { NotAllowed } from './not-allowed';

// Its own chunk: only a suspended user ever sees it.
const SuspendedScreen = lazy(() =>
  importWithReload(() => import('./suspended-screen')).then((m) => ({ default: m.SuspendedScreen })),
);

export interface RequireRoleProps {
  role: Role;
}

/** Route guard of an area. The server checks every operation again: this only picks the screen. */
export function RequireRole({ role }: RequireRoleProps) {
  const { status, me, meLoading, meError, refetchMe } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (status === 'loading' || (status === 'signedIn' && !me && meLoading)) {
    return <FullPageLoader label="Checking your account…" />;
  }
  if (status === 'signedOut') return <Navigate to={paths.signUp(here)} replace />;
  if (!me) {
    return (
      <Center mih="60vh" p="md">
        <Stack maw={480}>
          <Alert color="red" title="We could not check your account" role="alert">
            {summarizeServerError(meError).message}
          </Alert>
          <Button onClick={() => void refetchMe()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  if (!me.user) return <Navigate to={paths.getStarted(here)} replace />;
  if (me.user.status === 'SUSPENDED') {
    return (
      <Suspense fallback={<FullPageLoader label="Checking your account…" />}>
        <SuspendedScreen me={me} />
      </Suspense>
    );
  }
  if (me.user.role !== role) return <NotAllowed role={me.user.role} />;
  return <Outlet />;
}
