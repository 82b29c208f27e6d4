import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { updatePassword } from 'firebase/auth';
import { useState } from 'react';
import { hasPasswordSignIn, ReauthenticationError, withRecentLogin } from './reauthenticate';
import { applyServerErrors, reportAuthError } from '../../lib/form-errors';
import { validateNewPassword, validateRequired } from '../../lib/validation';
import { sendPasswordReset, useFirebaseUser } from '../auth/public';

export function PasswordSection() {
  const firebaseUser = useFirebaseUser();
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: validateRequired('your current password'),
      newPassword: validateNewPassword,
      confirmPassword: (value, values) =>
        value === values.newPassword ? null : 'The passwords do not match.',
    },
  });
  if (!firebaseUser) return null;

  if (!hasPasswordSignIn(firebaseUser)) {
    return (
      <Card withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Password
          </Title>
          <Text c="dimmed">
            You sign in without a password (with a provider, your phone or an email link), so there is none to
            change.
          </Text>
          {firebaseUser.email && (
            <Button
              variant="default"
              w="fit-content"
              onClick={() =>
                sendPasswordReset(firebaseUser.email!).then(
                  () =>
                    notifications.show({
                      message: `We sent a link to ${firebaseUser.email} to set a password.`,
                    }),
                  (error: unknown) => setBanner(applyServerErrors(error, form)),
                )
              }
            >
              Email me a link to set a password
            </Button>
          )}
          {banner && <Alert color="red">{banner}</Alert>}
        </Stack>
      </Card>
    );
  }

  const submit = async ({ currentPassword, newPassword }: typeof form.values) => {
    setBusy(true);
    setBanner(null);
    try {
      await withRecentLogin(firebaseUser, currentPassword, () => updatePassword(firebaseUser, newPassword));
      form.reset();
      notifications.show({ color: 'teal', message: 'Your password was changed.' });
    } catch (error) {
      if (error instanceof ReauthenticationError) {
        reportAuthError(error.reason, form, setBanner, { password: 'currentPassword' });
      } else {
        reportAuthError(error, form, setBanner, { password: 'newPassword' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="password-title">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm" maw={420}>
          <Title order={2} fz="lg" id="password-title">
            Change password
          </Title>
          {banner && (
            <Alert color="red" role="alert">
              {banner}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={busy} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
