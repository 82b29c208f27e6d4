import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  hasPasswordSignIn,
  needsRecentLogin,
  ReauthenticationError,
  withRecentLogin,
} from './reauthenticate';
import { applyServerErrors, reportAuthError } from '../../lib/form-errors';
import { errorsOf } from '../../lib/graphql-errors';
import { validateEmail } from '../../lib/validation';
import { requestEmailChange, sendVerificationEmail, useFirebaseUser } from '../auth/public';

export function EmailSection() {
  const firebaseUser = useFirebaseUser();
  const [banner, setBanner] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { newEmail: '', currentPassword: '' },
    validate: { newEmail: validateEmail },
  });
  if (!firebaseUser) return null;
  const withPassword = hasPasswordSignIn(firebaseUser);

  const submit = async ({ newEmail, currentPassword }: typeof form.values) => {
    setBusy(true);
    setBanner(null);
    try {
      const email = newEmail.trim();
      await withRecentLogin(firebaseUser, currentPassword, () => requestEmailChange(email));
      setSentTo(email);
      form.reset();
    } catch (error) {
      if (error instanceof ReauthenticationError) {
        reportAuthError(error.reason, form, setBanner, { password: 'currentPassword' });
      } else if (needsRecentLogin(error)) {
        setBanner(
          withPassword
            ? 'For your security, enter your current password.'
            : 'For your security, sign out and sign in again, then change your email.',
        );
      } else if (errorsOf(error)) {
        setBanner(applyServerErrors(error, form));
      } else {
        reportAuthError(error, form, setBanner, { email: 'newEmail', password: 'currentPassword' });
      }
    } finally {
      setBusy(false);
    }
  };

  const resendVerification = () =>
    sendVerificationEmail().then(
      () => notifications.show({ message: `We sent a confirmation link to ${firebaseUser.email}.` }),
      (error: unknown) => setBanner(applyServerErrors(error, form)),
    );

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="email-title">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm" maw={420}>
          <Title order={2} fz="lg" id="email-title">
            Email address
          </Title>
          <Group gap="xs">
            <Text>{firebaseUser.email ?? 'No email address yet'}</Text>
            {firebaseUser.email && (
              <Badge color={firebaseUser.emailVerified ? 'teal' : 'orange'} variant="light">
                {firebaseUser.emailVerified ? 'Confirmed' : 'Not confirmed'}
              </Badge>
            )}
          </Group>
          {firebaseUser.email && !firebaseUser.emailVerified && (
            <Button variant="subtle" size="compact-sm" w="fit-content" onClick={resendVerification}>
              Send the confirmation email again
            </Button>
          )}
          {sentTo && (
            <Alert color="teal" title="Check your inbox">
              We sent a link to {sentTo}. Your email changes once you open it.
            </Alert>
          )}
          {banner && (
            <Alert color="red" role="alert">
              {banner}
            </Alert>
          )}
          <TextInput
            label="New email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('newEmail')}
          />
          {withPassword && (
            <PasswordInput
              label="Current password"
              description="Needed if you signed in a while ago."
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
          )}
          <Button type="submit" loading={busy} w="fit-content">
            Change email
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
