import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isSignInWithEmailLink, signInWithEmailLink } from 'firebase/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { paths } from '../../../config/paths';
import { getFirebaseAuth } from '../../../lib/firebase';
import { AuthCard } from '../auth-card';
import { forgetEmail, rememberedEmail } from '../sign-up-storage';
import { reportAuthError } from '../../../lib/form-errors';
import { validateEmail } from '../../../lib/validation';

type Step = 'checking' | 'ask-email' | 'invalid-link';

/** Where the passwordless email link returns; asks for the email when opened on another device. */
export function CompleteSignInScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(() =>
    isSignInWithEmailLink(getFirebaseAuth(), window.location.href) ? 'checking' : 'invalid-link',
  );
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const form = useForm({ initialValues: { email: '' }, validate: { email: validateEmail } });

  const finish = useCallback(
    async (email: string) => {
      setBusy(true);
      setBanner(null);
      try {
        await signInWithEmailLink(getFirebaseAuth(), email, window.location.href);
        forgetEmail();
        navigate(paths.loader(redirect), { replace: true });
      } catch (error) {
        setStep('ask-email');
        reportAuthError(error, form, setBanner, { email: 'email' });
      } finally {
        setBusy(false);
      }
    },
    [form, navigate, redirect],
  );

  useEffect(() => {
    if (started.current || step !== 'checking') return;
    started.current = true;
    void rememberedEmail().then((email) => (email ? finish(email) : setStep('ask-email')));
  }, [finish, step]);

  if (step === 'checking') return <FullPageLoader label="Signing you in…" />;
  if (step === 'invalid-link') {
    return (
      <AuthCard title="This sign-in link does not work">
        <Text>The link is incomplete or was already used. Request a new one from the sign-in page.</Text>
        <Button component={Link} to={paths.signUp()}>
          Go to sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm your email"
      description="You opened the sign-in link on a different device or browser. Enter the email you used."
      error={banner}
    >
      <form noValidate onSubmit={form.onSubmit(({ email }) => finish(email.trim()))}>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.signUp()} size="sm" ta="center">
        Use another sign-in method
      </Anchor>
    </AuthCard>
  );
}
