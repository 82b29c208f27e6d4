import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { sendPasswordReset } from '../api/account-emails';
import { AuthCard } from '../auth-card';
import { applyServerErrors } from '../../../lib/form-errors';
import { validateEmail } from '../../../lib/validation';
import { SENT_STATE } from '../sent-notice';

interface ForgotPasswordProps {
  admin?: boolean;
}

function ForgotPassword({ admin = false }: ForgotPasswordProps) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '' }, validate: { email: validateEmail } });

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    setBanner(null);
    try {
      // The same answer whether or not the address has an account: the notice says "if".
      await sendPasswordReset(email.trim());
      navigate(paths.msg('password-reset', email.trim()), { state: SENT_STATE });
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      bare={admin}
      title={admin ? 'Reset your admin password' : 'Forgot your password?'}
      description="Enter your email and we will send you a link to choose a new password."
      error={banner}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.signUp()} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}

export const ForgotPasswordScreen = () => <ForgotPassword />;
export const AdminForgotPasswordScreen = () => <ForgotPassword admin />;
