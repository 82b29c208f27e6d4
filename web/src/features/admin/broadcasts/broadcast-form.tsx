import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import {
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_AUDIENCES,
  BROADCAST_LIMITS,
  checkBroadcast,
  checkBroadcastTime,
  FieldRules,
  type BroadcastAudienceName,
} from '@hostel/common';
import type { BroadcastAudience } from '../../../gql/graphql';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMutationRequest, useRequest } from '../../../lib/use-request';
import {
  AdminBroadcastAudienceCountQuery,
  AdminBroadcastUniversitiesQuery,
  AdminSendBroadcastMutation,
} from '../api/broadcasts';

const SendAtPicker = lazy(() => import('./send-at-picker'));

interface Values {
  title: string;
  body: string;
  link: string;
  audience: BroadcastAudienceName;
  city: string;
  universityId: string | null;
  when: 'now' | 'later';
  /** "YYYY-MM-DD HH:mm:ss", the picker's local time. */
  sendAt: string | null;
}

const toDate = (local: string | null) => (local ? new Date(local.replace(' ', 'T')) : null);

/** The same rules as the server's (@hostel/common), shown before sending. */
function validate(values: Values) {
  const rules = new FieldRules();
  checkBroadcast(rules, values);
  if (values.audience === 'CITY' && !values.city.trim()) rules.add('city', 'Enter a city.');
  if (values.audience === 'UNIVERSITY' && !values.universityId)
    rules.add('universityId', 'Choose a university.');
  if (values.when === 'later') {
    if (!values.sendAt) rules.add('sendAt', 'Choose when to send.');
    else checkBroadcastTime(rules, toDate(values.sendAt), new Date());
  }
  return rules.errors;
}

/** Compose a broadcast: text, audience (with how many it reaches), now or at a set time. */
export function BroadcastForm() {
  const form = useForm<Values>({
    initialValues: {
      title: '',
      body: '',
      link: '',
      audience: 'ALL',
      city: '',
      universityId: null,
      when: 'now',
      sendAt: null,
    },
    validate,
  });
  const [banner, setBanner] = useState<string | null>(null);
  const { audience, city, universityId } = form.values;
  const [debouncedCity] = useDebouncedValue(city.trim(), 400);
  const audienceInput = {
    audience: audience as BroadcastAudience,
    city: audience === 'CITY' ? debouncedCity : null,
    universityId: audience === 'UNIVERSITY' ? universityId : null,
  };
  const incomplete = (audience === 'CITY' && !debouncedCity) || (audience === 'UNIVERSITY' && !universityId);
  const count = useRequest(AdminBroadcastAudienceCountQuery, { input: audienceInput }, { skip: incomplete });
  const universities = useRequest(AdminBroadcastUniversitiesQuery, {}, { skip: audience !== 'UNIVERSITY' });
  // The history below (the route's loader) shows the new broadcast.
  const [send, { loading: sending }] = useMutationRequest(AdminSendBroadcastMutation);
  const reach = incomplete ? null : count.data?.broadcastAudienceCount;
  const now = new Date();

  const submit = async (values: Values) => {
    setBanner(null);
    try {
      await send({
        input: {
          title: values.title,
          body: values.body,
          link: values.link.trim() || null,
          audience: values.audience as BroadcastAudience,
          city: values.audience === 'CITY' ? values.city : null,
          universityId: values.audience === 'UNIVERSITY' ? values.universityId : null,
          sendAt: values.when === 'later' ? toDate(values.sendAt)?.toISOString() : null,
        },
      });
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'teal',
        message: values.when === 'now' ? 'Broadcast on its way.' : 'Broadcast scheduled.',
      });
      form.reset();
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    }
  };

  return (
    <form noValidate aria-label="New broadcast" onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md" maw={720}>
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <TextInput
          label="Title"
          required
          maxLength={BROADCAST_LIMITS.title.max}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Message"
          description="Shown in the app and sent by e-mail to those who keep announcements on."
          required
          autosize
          minRows={3}
          maxLength={BROADCAST_LIMITS.body.max}
          {...form.getInputProps('body')}
        />
        <TextInput
          label="Link (optional)"
          description='A page of this site the notice opens, e.g. "/students/search".'
          maxLength={BROADCAST_LIMITS.link.max}
          {...form.getInputProps('link')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="broadcast-audience">
            Audience
          </Text>
          <SegmentedControl
            aria-labelledby="broadcast-audience"
            data={BROADCAST_AUDIENCES.map((value) => ({ value, label: BROADCAST_AUDIENCE_LABELS[value] }))}
            value={audience}
            onChange={(value) => form.setFieldValue('audience', value as BroadcastAudienceName)}
            orientation="horizontal"
            fullWidth
            styles={{ root: { flexWrap: 'wrap' } }}
          />
        </Stack>
        {audience === 'CITY' && (
          <TextInput
            label="City"
            description="Students whose university is there, and owners of a hostel there."
            required
            {...form.getInputProps('city')}
          />
        )}
        {audience === 'UNIVERSITY' && (
          <Select
            label="University"
            required
            searchable
            data={(universities.data?.universities ?? []).map((u) => ({
              value: u.id,
              label: `${u.name} (${u.city})`,
            }))}
            nothingFoundMessage="No university by that name"
            {...form.getInputProps('universityId')}
          />
        )}
        <Group gap="xs" aria-live="polite" role="status">
          {count.loading && !incomplete ? (
            <Loader size="xs" aria-label="Counting" />
          ) : (
            <Text size="sm" fw={600}>
              {reach === null || reach === undefined
                ? 'Choose the audience to see how many it reaches.'
                : `Reaches ${reach.toLocaleString()} ${reach === 1 ? 'user' : 'users'}.`}
            </Text>
          )}
        </Group>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="broadcast-when">
            When
          </Text>
          <SegmentedControl
            aria-labelledby="broadcast-when"
            data={[
              { value: 'now', label: 'Send now' },
              { value: 'later', label: 'Schedule' },
            ]}
            value={form.values.when}
            onChange={(value) => form.setFieldValue('when', value as Values['when'])}
            w="fit-content"
          />
        </Stack>
        {form.values.when === 'later' && (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the date picker" />}>
            <SendAtPicker
              value={form.values.sendAt}
              onChange={(value) => form.setFieldValue('sendAt', value)}
              error={form.errors.sendAt as string | undefined}
              minDate={now}
              maxDate={new Date(now.getTime() + BROADCAST_LIMITS.maxDaysAhead * 86_400_000)}
            />
          </Suspense>
        )}
        <Button
          type="submit"
          loading={sending}
          leftSection={<IconSend size={16} aria-hidden />}
          w="fit-content"
          disabled={reach === 0}
        >
          {form.values.when === 'now' ? 'Send broadcast' : 'Schedule broadcast'}
        </Button>
      </Stack>
    </form>
  );
}
