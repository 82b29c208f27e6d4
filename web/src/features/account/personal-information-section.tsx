import { Alert, Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { QueryState } from '../../components/query-state';
import { getFragmentData, type FragmentType } from '../../gql';
import type { AccountProfileQueryQuery } from '../../gql/graphql';
import { AccountProfileFieldsFragment, AccountUpdateProfileMutation } from './api/documents';
import { AvatarUpload } from './avatar-upload';
import { applyServerErrors } from '../../lib/form-errors';
import { useScreenData } from '../../lib/screen-loader';
import { useMutationRequest } from '../../lib/use-request';
import { useAuth } from '../auth/public';
import { normalizePhone, validateDisplayName, validateOptionalPhone } from '../../lib/validation';

/** Reads the account screens' route loader (account-settings-screen.tsx). */
export function PersonalInformationSection() {
  const query = useScreenData<AccountProfileQueryQuery>();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="personal-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="personal-title">
          Personal information
        </Title>
        <QueryState
          loading={query.loading}
          error={query.error}
          data={query.data?.me?.user}
          onRetry={query.retry}
          empty={<Alert color="orange">Finish signing up to edit your profile.</Alert>}
        >
          {(user) => <ProfileForm user={user} />}
        </QueryState>
      </Stack>
    </Card>
  );
}

interface ProfileFormProps {
  user: FragmentType<typeof AccountProfileFieldsFragment>;
}

function ProfileForm(props: ProfileFormProps) {
  const user = getFragmentData(AccountProfileFieldsFragment, props.user);
  const [updateProfile, { loading }] = useMutationRequest(AccountUpdateProfileMutation);
  const { refetchMe } = useAuth();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({
    initialValues: { displayName: user.displayName, phoneNumber: user.phoneNumber ?? '' },
    validate: { displayName: validateDisplayName, phoneNumber: validateOptionalPhone },
  });
  const { setInitialValues } = form;
  useEffect(() => {
    setInitialValues({ displayName: user.displayName, phoneNumber: user.phoneNumber ?? '' });
  }, [user.displayName, user.phoneNumber, setInitialValues]);

  const submit = async ({ displayName, phoneNumber }: typeof form.values) => {
    setBanner(null);
    try {
      await updateProfile({
        input: { displayName: displayName.trim(), phoneNumber: normalizePhone(phoneNumber) || null },
      });
      await refetchMe();
      form.resetDirty();
      notifications.show({ color: 'teal', message: 'Your profile was saved.' });
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    }
  };

  return (
    <Stack gap="md">
      <AvatarUpload currentUrl={user.avatar?.url ?? null} name={user.displayName} />
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm" maw={420}>
          {banner && (
            <Alert color="red" role="alert">
              {banner}
            </Alert>
          )}
          <TextInput
            label="Display name"
            autoComplete="name"
            required
            {...form.getInputProps('displayName')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+233 20 123 4567"
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput
            label="Email"
            value={user.email ?? ''}
            readOnly
            description="Change it in the email section."
          />
          <Button type="submit" loading={loading} w="fit-content">
            Save changes
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
