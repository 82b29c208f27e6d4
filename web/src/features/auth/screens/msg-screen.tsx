import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle, IconMailOpened } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../auth-card';
import { wasSent } from '../sent-notice';

const notices: Record<string, { title: string; text: (email: string) => string }> = {
  'email-link': {
    title: 'Check your email',
    text: (email) => `We sent a sign-in link to ${email}. Open it on this device to finish signing in.`,
  },
  'password-reset': {
    title: 'Check your email',
    text: (email) => `If an account uses ${email}, we sent it a link to choose a new password.`,
  },
};

/**
 * Notice page after a sign-in link or a reset email was sent. Opened any other way (typed, shared,
 * bookmarked) nothing was sent, so it says so and offers the ways to get a link.
 */
export function MsgScreen() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const notice = notices[params.get('type') ?? ''];
  const email = params.get('email')?.trim();
  if (!notice || !email || !wasSent(state)) {
    return (
      <AuthCard title="Nothing was sent">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
            <IconInfoCircle size={32} />
          </ThemeIcon>
          <Text>
            This page confirms an email after you ask for one. No email has been sent from here: ask for a
            sign-in link or a password reset below.
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to={paths.signUp()}>
              Sign in
            </Button>
            <Button component={Link} to={paths.forgotPassword()} variant="default">
              Reset your password
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={notice.title}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailOpened size={32} />
        </ThemeIcon>
        <Text>{notice.text(email)}</Text>
        <Text size="sm" c="dimmed">
          Nothing arrived? Check your spam folder, or try again in a minute.
        </Text>
        <Button component={Link} to={paths.signUp()} variant="default">
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
