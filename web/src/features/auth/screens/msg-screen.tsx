import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../auth-card';

const notices: Record<string, { title: string; text: (email: string) => string }> = {
  'email-link': {
    title: 'Check your email',
    text: (email) => `We sent a sign-in link to ${email}. Open it on this device to finish signing in.`,
  },
  'password-reset': {
    title: 'Check your email',
    text: (email) => `If an account uses ${email}, we sent it a link to choose a new password.`,
  },
  'verify-email': {
    title: 'Check your email',
    text: (email) => `We sent a confirmation link to ${email}. Open it to confirm your address.`,
  },
};

/** Notice page, e.g. "check your email" after a sign-in link or a reset email was sent. */
export function MsgScreen() {
  const [params] = useSearchParams();
  const notice = notices[params.get('type') ?? ''] ?? notices['email-link']!;
  const email = params.get('email') || 'your inbox';
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
        <Button component={Link} to={paths.signUp} variant="default">
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
