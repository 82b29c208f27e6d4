import { Button, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/public';

// The avatar button (and, with its first click, the menu) loads only for signed-in people; visitors
// get a plain button.
const AccountMenuButton = lazy(() =>
  import('./account-button').then((m) => ({ default: m.AccountMenuButton })),
);

export function UserMenu() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Skeleton circle height={38} />;
  if (status === 'signedOut') {
    const back = location.pathname === paths.home.pattern ? undefined : location.pathname;
    return (
      <Button component={Link} to={paths.signUp(back)}>
        Sign in
      </Button>
    );
  }
  return (
    <Suspense fallback={<Skeleton circle height={38} />}>
      <AccountMenuButton />
    </Suspense>
  );
}
