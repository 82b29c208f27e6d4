import { Anchor, Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RecaptchaVerifier, signInWithPhoneNumber, type ConfirmationResult } from 'firebase/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getFirebaseAuth } from '../../../lib/firebase';
import { AuthCard } from '../auth-card';
import { reportAuthError } from '../../../lib/form-errors';
import { normalizePhone, validatePhone } from '../../../lib/validation';

const RECAPTCHA_CONTAINER = 'recaptcha-container';

/** Phone sign-in: an invisible reCAPTCHA, then the 6-digit SMS code. */
export function VerifyNumberScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const verifier = useRef<RecaptchaVerifier | null>(null);
  const form = useForm({
    initialValues: { phoneNumber: '', code: '' },
    validate: {
      phoneNumber: (value) => (confirmation ? null : validatePhone(value)),
      code: (value) =>
        !confirmation || /^\d{6}$/.test(value) ? null : 'Enter the 6-digit code from the SMS.',
    },
  });

  useEffect(
    () => () => {
      verifier.current?.clear();
      verifier.current = null;
    },
    [],
  );

  const sendCode = async (phoneNumber: string) => {
    verifier.current ??= new RecaptchaVerifier(getFirebaseAuth(), RECAPTCHA_CONTAINER, { size: 'invisible' });
    setConfirmation(
      await signInWithPhoneNumber(getFirebaseAuth(), normalizePhone(phoneNumber), verifier.current),
    );
  };

  const submit = async ({ phoneNumber, code }: typeof form.values) => {
    setBusy(true);
    setBanner(null);
    try {
      if (!confirmation) await sendCode(phoneNumber);
      else {
        await confirmation.confirm(code);
        navigate(paths.loader(redirect));
      }
    } catch (error) {
      // A failed attempt leaves the widget unusable: start with a fresh verifier next time.
      if (!confirmation) {
        verifier.current?.clear();
        verifier.current = null;
      }
      reportAuthError(error, form, setBanner, { phoneNumber: 'phoneNumber', code: 'code' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Sign in with your phone"
      description={
        confirmation
          ? `Enter the 6-digit code we sent to ${form.values.phoneNumber}.`
          : 'We will text you a 6-digit code.'
      }
      error={banner}
    >
      <form noValidate onSubmit={(event) => form.onSubmit(submit)(event)}>
        <Stack gap="sm">
          {!confirmation ? (
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="+233 20 123 4567"
              required
              {...form.getInputProps('phoneNumber')}
            />
          ) : (
            <Stack gap={4}>
              <Text component="label" htmlFor="sms-code" fw={500} size="sm">
                SMS code
              </Text>
              <PinInput
                id="sms-code"
                length={6}
                type="number"
                oneTimeCode
                aria-label="SMS code"
                {...form.getInputProps('code')}
              />
              {form.errors.code && (
                <Text c="red" size="sm" role="alert">
                  {form.errors.code}
                </Text>
              )}
            </Stack>
          )}
          <Button type="submit" loading={busy}>
            {confirmation ? 'Verify and sign in' : 'Send code'}
          </Button>
          {confirmation && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setConfirmation(null);
                form.setFieldValue('code', '');
              }}
            >
              Use another number or resend the code
            </Anchor>
          )}
        </Stack>
      </form>
      <div id={RECAPTCHA_CONTAINER} />
      <Anchor component={Link} to={paths.signUp()} size="sm" ta="center">
        Use another sign-in method
      </Anchor>
    </AuthCard>
  );
}
