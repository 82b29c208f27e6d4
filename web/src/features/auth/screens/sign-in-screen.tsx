import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandFacebook, IconBrandGoogle, IconMail, IconPhone } from '@tabler/icons-react';
import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  type AuthProvider,
} from 'firebase/auth';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getFirebaseAuth } from '../../../lib/firebase';
import { AuthCard } from '../auth-card';
import { useAuth } from '../auth-context';
import { rememberEmail } from '../sign-up-storage';
import { sendSignInLink } from '../api/account-emails';
import { applyServerErrors, reportAuthError } from '../../../lib/form-errors';
import { providerUnavailableMessage } from '../../../lib/firebase-errors';
import { validateEmail, validateRequired } from '../../../lib/validation';
import { SENT_STATE } from '../sent-notice';
import { signInReason } from '../../../lib/sign-in-intent';

type Busy = 'password' | 'google' | 'facebook' | 'link' | null;

export function SignInScreen() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: validateRequired('your password') },
  });

  /** `explain` words an error the usual messages would not (a provider that could not start). */
  const run = async (
    kind: Busy,
    action: () => Promise<void>,
    explain?: (error: unknown) => string | null,
  ) => {
    setBusy(kind);
    setBanner(null);
    try {
      await action();
    } catch (error) {
      // null: the usual messages; '' : already shown (on the fields).
      const message = explain?.(error) ?? null;
      if (message === null) reportAuthError(error, form, setBanner, { email: 'email', password: 'password' });
      else if (message) setBanner(message);
    } finally {
      setBusy(null);
    }
  };

  const withProvider = (kind: 'google' | 'facebook', provider: AuthProvider) =>
    run(
      kind,
      async () => {
        await signInWithPopup(getFirebaseAuth(), provider, browserPopupRedirectResolver);
        navigate(paths.loader(redirect));
      },
      (error) => providerUnavailableMessage(error, kind === 'google' ? 'Google' : 'Facebook'),
    );

  const sendLink = () => {
    const invalid = form.validateField('email');
    if (invalid.hasError) return;
    const email = form.getValues().email.trim();
    void run(
      'link',
      async () => {
        await sendSignInLink(email, redirect);
        await rememberEmail(email);
        navigate(paths.msg('email-link', email), { state: SENT_STATE });
      },
      (error) => applyServerErrors(error, form) ?? '',
    );
  };

  if (status === 'signedIn' && busy === null) return <Navigate to={paths.loader(redirect)} replace />;

  return (
    <AuthCard
      title="Sign in"
      description={signInReason(redirect) ?? 'Welcome back. Sign in to reserve beds or manage your hostels.'}
      error={banner}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ email, password }) =>
          run('password', async () => {
            await signInWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
            navigate(paths.loader(redirect));
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={paths.forgotPassword()} size="sm">
            Forgot password?
          </Anchor>
          <Button type="submit" loading={busy === 'password'} disabled={busy !== null && busy !== 'password'}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider label="or continue with" labelPosition="center" />
      <Stack gap="xs">
        <Button
          variant="default"
          leftSection={<IconBrandGoogle size={18} />}
          loading={busy === 'google'}
          onClick={() => void withProvider('google', new GoogleAuthProvider())}
        >
          Continue with Google
        </Button>
        <Button
          variant="default"
          leftSection={<IconBrandFacebook size={18} />}
          loading={busy === 'facebook'}
          onClick={() => void withProvider('facebook', new FacebookAuthProvider())}
        >
          Continue with Facebook
        </Button>
        <Button
          variant="default"
          leftSection={<IconPhone size={18} />}
          component={Link}
          to={paths.verifyNumber(redirect)}
        >
          Continue with phone
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconMail size={18} />}
          loading={busy === 'link'}
          onClick={sendLink}
        >
          Email me a sign-in link
        </Button>
      </Stack>
      <Text size="sm" ta="center">
        New here?{' '}
        <Anchor component={Link} to={paths.register(redirect)}>
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
