import { Alert, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  FacebookAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type User,
} from 'firebase/auth';
import { useState } from 'react';
import { reportAuthError } from '../../../lib/form-errors';
import { validateRequired } from '../../../lib/validation';
import { useFirebaseUser, useSignOut } from '../../auth/public';
import type { ConfirmIdentityModalProps } from './confirm-identity-modal';

const POPUP_PROVIDERS = {
  'google.com': { label: 'Google', make: () => new GoogleAuthProvider() },
  'facebook.com': { label: 'Facebook', make: () => new FacebookAuthProvider() },
} as const;

const popupProviderOf = (user: User) =>
  user.providerData.map((p) => POPUP_PROVIDERS[p.providerId as keyof typeof POPUP_PROVIDERS]).find(Boolean);

/**
 * The API wants a recent sign-in before money can go elsewhere: the same re-authentication the
 * password change uses (the current password), or the sign-in provider's window; people who sign
 * in by phone or e-mail link sign out and in again.
 */
export function ConfirmIdentityDialog({ opened, onClose, onConfirmed }: ConfirmIdentityModalProps) {
  const user = useFirebaseUser();
  const signOut = useSignOut();
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: validateRequired('your password') },
  });
  const withPassword = user?.providerData.some((p) => p.providerId === 'password') && user.email;
  const popup = user ? popupProviderOf(user) : undefined;

  const close = () => {
    form.reset();
    setBanner(null);
    onClose();
  };
  const run = async (reauthenticate: (user: User) => Promise<unknown>) => {
    if (!user) return;
    setBusy(true);
    setBanner(null);
    try {
      await reauthenticate(user);
      await user.getIdToken(true);
      form.reset();
      onConfirmed();
    } catch (error) {
      reportAuthError(error, form, setBanner, { password: 'password' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Confirm it’s you"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">For your security, sign in again before changing where your payouts go.</Text>
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        {withPassword ? (
          <form
            noValidate
            onSubmit={form.onSubmit(({ password }) =>
              run((u) => reauthenticateWithCredential(u, EmailAuthProvider.credential(u.email!, password))),
            )}
          >
            <Stack gap="sm">
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                required
                data-autofocus
                {...form.getInputProps('password')}
              />
              <Button type="submit" loading={busy} w="fit-content">
                Confirm and save
              </Button>
            </Stack>
          </form>
        ) : popup ? (
          <Button
            loading={busy}
            w="fit-content"
            onClick={() =>
              void run((u) => reauthenticateWithPopup(u, popup.make(), browserPopupRedirectResolver))
            }
          >
            Continue with {popup.label}
          </Button>
        ) : (
          <Button variant="default" w="fit-content" onClick={() => void signOut()}>
            Sign out to sign in again
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
