import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { paths } from '../../../config/paths';
import { describeAuthError } from '../../../lib/firebase-errors';
import { getFirebaseAuth } from '../../../lib/firebase';
import { AuthCard } from '../auth-card';
import { reportAuthError } from '../../../lib/form-errors';
import { validateNewPassword } from '../../../lib/validation';

type State =
  | { step: 'checking' }
  | { step: 'form'; email: string }
  | { step: 'done'; title: string; text: string; next: string; action: string }
  | { step: 'invalid'; text: string };

interface ActionHandlerProps {
  admin?: boolean;
}

/** Handles Firebase action links: password reset (default) and email verification (mode=verifyEmail). */
function ActionHandler({ admin = false }: ActionHandlerProps) {
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? 'resetPassword';
  const code = params.get('oobCode');
  const [state, setState] = useState<State>({ step: 'checking' });
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: validateNewPassword,
      confirmPassword: (value, values) => (value === values.password ? null : 'The passwords do not match.'),
    },
  });
  const forgotPath = admin ? paths.admin.forgotPassword() : paths.forgotPassword();

  useEffect(() => {
    if (!code) return;
    const auth = getFirebaseAuth();
    const verifyEmail = mode === 'verifyEmail' || mode === 'verifyAndChangeEmail' || mode === 'recoverEmail';
    const check = verifyEmail
      ? applyActionCode(auth, code)
          // Signed in here: a fresh token tells the API of the confirmed (or changed) address now;
          // the address is confirmed whatever the refresh does (a change may end this session).
          .then(() =>
            auth.currentUser
              ?.reload()
              .then(() => auth.currentUser?.getIdToken(true))
              .catch(() => undefined),
          )
          .then((): State => ({
            step: 'done',
            title: 'Email confirmed',
            text: 'Thank you, your email address is confirmed.',
            next: paths.loader(),
            action: 'Continue',
          }))
      : verifyPasswordResetCode(auth, code).then((email): State => ({ step: 'form', email }));
    let active = true;
    check
      .then((next) => active && setState(next))
      .catch((error) => active && setState({ step: 'invalid', text: describeAuthError(error).message }));
    return () => {
      active = false;
    };
  }, [code, mode]);

  const view: State = code
    ? state
    : { step: 'invalid', text: 'Open the link from your email to continue, or request a new one.' };
  if (view.step === 'checking') return <FullPageLoader label="Checking your link…" />;
  if (view.step === 'invalid' || view.step === 'done') {
    const done = view.step === 'done';
    return (
      <AuthCard bare={admin} title={done ? view.title : 'This link does not work'}>
        <Text>{view.text}</Text>
        <Button component={Link} to={view.step === 'done' ? view.next : forgotPath}>
          {view.step === 'done' ? view.action : 'Request a new link'}
        </Button>
      </AuthCard>
    );
  }

  const submit = async ({ password }: typeof form.values) => {
    setBusy(true);
    setBanner(null);
    try {
      await confirmPasswordReset(getFirebaseAuth(), code!, password);
      setState({
        step: 'done',
        title: 'Password changed',
        text: 'Your new password is set. Sign in with it now.',
        next: paths.signUp(admin ? paths.admin.home() : null),
        action: 'Sign in',
      });
    } catch (error) {
      reportAuthError(error, form, setBanner, { password: 'password' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      bare={admin}
      title="Choose a new password"
      description={view.step === 'form' ? `For ${view.email}` : undefined}
      error={banner}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <PasswordInput
            label="New password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={busy}>
            Save new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export const NewPasswordScreen = () => <ActionHandler />;
export const AdminResetPasswordScreen = () => <ActionHandler admin />;
