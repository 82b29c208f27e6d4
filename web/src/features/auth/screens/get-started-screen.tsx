import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingCommunity, IconSchool } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { paths } from '../../../config/paths';
import { AuthCompleteSignUpMutation } from '../api/documents';
import { AuthCard } from '../auth-card';
import { useAuth } from '../auth-context';
import { useFirebaseUser } from '../use-firebase-user';
import { landingPath } from '../post-sign-in';
import { forgetRole, rememberedRole, rememberRole, type SignUpRole } from '../sign-up-storage';
import { applyServerErrors } from '../../../lib/form-errors';
import { normalizePhone, validateDisplayName, validateOptionalPhone } from '../../../lib/validation';
import { useMutationRequest } from '../../../lib/use-request';

const roles = [
  {
    value: 'STUDENT',
    icon: IconSchool,
    title: 'I am a student',
    text: 'Find and reserve a bed near my university.',
  },
  {
    value: 'OWNER',
    icon: IconBuildingCommunity,
    title: 'I own a hostel',
    text: 'List my hostel and manage bookings.',
  },
] as const;

const nextSteps = [
  { to: paths.register(), label: 'Create an account', variant: 'filled' },
  { to: paths.signUp(), label: 'I already have an account', variant: 'default' },
] as const;

export function GetStartedScreen() {
  const { status, me, refetchMe } = useAuth();
  const firebaseUser = useFirebaseUser();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [role, setRole] = useState<SignUpRole | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [completeSignUp, { loading }] = useMutationRequest(AuthCompleteSignUpMutation, { revalidate: false });
  const form = useForm({
    initialValues: { displayName: '', phoneNumber: '' },
    validate: { displayName: validateDisplayName, phoneNumber: validateOptionalPhone },
  });

  useEffect(() => {
    void rememberedRole().then((value) => value && setRole((current) => current ?? value));
  }, []);
  const suggestedName = firebaseUser?.displayName ?? '';
  const { setFieldValue } = form;
  // Suggest the provider's name once. setFieldValue changes identity with every value change, so an
  // unguarded effect would set the value, re-run and loop ("Maximum update depth exceeded").
  const suggested = useRef(false);
  useEffect(() => {
    if (!suggestedName || suggested.current) return;
    suggested.current = true;
    setFieldValue('displayName', suggestedName);
  }, [suggestedName, setFieldValue]);

  const choose = (value: string) => {
    const chosen = value as SignUpRole;
    setRole(chosen);
    void rememberRole(chosen);
  };

  if (status === 'loading') return <FullPageLoader />;
  if (me?.user) return <Navigate to={landingPath(me.user.role, redirect)} replace />;

  const submit = async ({ displayName, phoneNumber }: typeof form.values) => {
    if (!role) return setBanner('Choose whether you are a student or a hostel owner.');
    setBanner(null);
    try {
      const phone = normalizePhone(phoneNumber);
      await completeSignUp({
        input: { role, displayName: displayName.trim(), ...(phone ? { phoneNumber: phone } : {}) },
      });
      forgetRole();
      await refetchMe();
      navigate(paths.loader(redirect));
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    }
  };

  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <AuthCard title="Get started" description="Tell us how you will use Hostel." error={banner}>
      <Radio.Group value={role} onChange={choose} label="I am joining as" required>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          {roles.map((item) => (
            <Radio.Card key={item.value} value={item.value} radius="md" p="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Group gap={6} wrap="nowrap">
                    <item.icon size={18} aria-hidden />
                    <Text fw={700}>{item.title}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {item.text}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {status === 'signedIn' ? (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="sm">
            <TextInput
              label="Your name"
              autoComplete="name"
              required
              {...form.getInputProps('displayName')}
            />
            <TextInput
              label="Phone number (optional)"
              type="tel"
              autoComplete="tel"
              placeholder="+233 20 123 4567"
              {...form.getInputProps('phoneNumber')}
            />
            <Button type="submit" loading={loading} disabled={!role}>
              Continue
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          {/* Real disabled buttons until a role is chosen: a link cannot be disabled for keyboards or screen readers. */}
          {nextSteps.map(({ to, label, variant }) =>
            role ? (
              <Button key={to} component={Link} to={`${to}${query}`} variant={variant}>
                {label}
              </Button>
            ) : (
              <Button key={to} variant={variant} disabled>
                {label}
              </Button>
            ),
          )}
          {!role && (
            <Text size="sm" c="dimmed" ta="center">
              Choose an option above to continue.
            </Text>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
