import { Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { loadAuth } from '../../lib/auth-registry';
import { useAuth, landingPath } from '../auth/public';

/** Splash screen: after signing in, it sends the person to the right place. */
export function LoaderScreen() {
  const { status, me, meLoading, meError } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');

  useEffect(() => {
    if (status === 'loading' || (status === 'signedIn' && meLoading && !me)) return;
    if (status === 'signedOut') {
      // A sign-in may have just happened in a screen that loaded the Auth SDK: ask it directly.
      void loadAuth()
        .then(async ({ auth }) => {
          await auth.authStateReady();
          if (!auth.currentUser) navigate(paths.home(), { replace: true });
        })
        .catch(() => navigate(paths.home(), { replace: true }));
    } else if (!me && meError) navigate(paths.home(), { replace: true });
    else if (me && !me.user) navigate(paths.getStarted(redirect), { replace: true });
    else if (me?.user) navigate(landingPath(me.user.role, redirect), { replace: true });
  }, [status, me, meLoading, meError, redirect, navigate]);

  return (
    <Center mih="100vh">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <ThemeIcon size={64} radius="xl" aria-hidden>
          <IconBuildingCommunity size={36} />
        </ThemeIcon>
        <Text fw={800} fz="xl">
          Hostel
        </Text>
        <Loader type="dots" />
        <Text c="dimmed" size="sm">
          Getting things ready…
        </Text>
      </Stack>
    </Center>
  );
}
