import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getFirebaseAuth } from '../../../lib/firebase';
import { AuthCompleteSignUpMutation } from '../api/documents';
import { sendVerificationEmail } from '../api/account-emails';
import { AuthCard } from '../auth-card';
import { useAuth } from '../auth-context';
import { forgetRole, rememberedRole } from '../sign-up-storage';
import { reportAuthError, applyServerErrors } from '../../../lib/form-errors';
import { validateDisplayName, validateEmail, validateNewPassword } from '../../../lib/validation';
import { signInReason } from '../../../lib/sign-in-intent';
import { useMutationRequest } from '../../../lib/use-request';

export function RegisterScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const { refetchMe } = useAuth();
  const [completeSignUp] = useMutationRequest(AuthCompleteSignUpMutation, { revalidate: false });
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { displayName: '', email: '', password: '' },
    validate: { displayName: validateDisplayName, email: validateEmail, password: validateNewPassword },
  });

  const submit = async ({ displayName, email, password }: typeof form.values) => {
    setBusy(true);
    setBanner(null);
    try {
      const auth = getFirebaseAuth();
      const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
      await updateProfile(user, { displayName: displayName.trim() });
      // The account exists even if the email cannot be sent now; it can be re-sent from account settings.
      await sendVerificationEmail().catch(() => undefined);
      const role = await rememberedRole();
      if (!role) {
        navigate(paths.getStarted(redirect));
        return;
      }
      try {
        await completeSignUp({ input: { role, displayName: displayName.trim() } });
        forgetRole();
        await refetchMe();
        navigate(paths.loader(redirect));
      } catch (error) {
        setBanner(applyServerErrors(error, form));
      }
    } catch (error) {
      reportAuthError(error, form, setBanner, { email: 'email', password: 'password' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      description={`${signInReason(redirect) ?? ''} We will send you an email to confirm your address.`.trim()}
      error={banner}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('displayName')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy}>
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.signUp(redirect)}>
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
