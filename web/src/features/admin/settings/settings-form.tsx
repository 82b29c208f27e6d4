import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { WHOLE_SETTING_BOUNDS, type Settings, type WholeSettingKey } from '@hostel/common';
import { changedSettings, toSettingsValues, validateSettings, type SettingsValues } from './settings-rules';
import { applyServerErrors } from '../../../lib/form-errors';

const LIMIT_FIELDS: { key: WholeSettingKey; label: string; description: string }[] = [
  {
    key: 'requestsPerMinutePerUser',
    label: 'Requests per user (a minute)',
    description: 'Any signed-in user',
  },
  {
    key: 'requestsPerMinutePerIp',
    label: 'Requests per address (a minute)',
    description: 'Any network address',
  },
  { key: 'pendingRequestsPerStudent', label: 'Requests waiting per student', description: 'At a time' },
  { key: 'bedsPerRequest', label: 'Beds per request', description: 'In one reservation request' },
  {
    key: 'paymentAttemptsPerReservationPerHour',
    label: 'Payment attempts per reservation (an hour)',
    description: 'Against card testing',
  },
  {
    key: 'paymentAttemptsPerUserPerHour',
    label: 'Payment attempts per student (an hour)',
    description: 'Over all their reservations',
  },
  { key: 'uploadsPerUserPerDay', label: 'Uploads per user (a day)', description: 'Images and documents' },
  {
    key: 'messagesPerMinutePerUser',
    label: 'Messages per user (a minute)',
    description: 'Sent in conversations',
  },
  { key: 'messagesPerDayPerUser', label: 'Messages per user (a day)', description: 'Sent in conversations' },
];

const range = (key: WholeSettingKey) => {
  const { min, max } = WHOLE_SETTING_BOUNDS[key];
  return `${min} to ${max.toLocaleString('en-US')}`;
};

export interface SettingsFormProps {
  settings: Settings;
  /** Saves the changed settings; rejects with the server's error (BAD_USER_INPUT lands on fields). */
  onSave: (changes: Partial<Settings>) => Promise<Settings>;
}

/** The platform settings, checked with the server's rules before they are sent. */
export function SettingsForm({ settings, onSave }: SettingsFormProps) {
  const [saved, setSaved] = useState(settings);
  const [banner, setBanner] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<SettingsValues>({
    initialValues: toSettingsValues(settings),
    validate: validateSettings,
  });

  const submit = async (values: SettingsValues) => {
    setBanner(null);
    const changes = changedSettings(values, saved);
    setUnchanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length === 0) return;
    setBusy(true);
    try {
      const now = await onSave(changes);
      setSaved(now);
      form.setInitialValues(toSettingsValues(now));
      form.setValues(toSettingsValues(now));
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'teal',
        message: 'Settings saved. New reservations use them from now on.',
      });
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate aria-label="Platform settings" onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md" maw={720}>
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        {unchanged && (
          <Alert color="blue" role="status">
            Nothing has changed.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Platform fee (%)"
            description="Added to the subtotal of each reservation; 0 to 50."
            inputMode="decimal"
            required
            {...form.getInputProps('platformFeePercent')}
          />
          <TextInput
            label="Default currency"
            description="Three letters (ISO 4217), e.g. GHS."
            maxLength={3}
            required
            {...form.getInputProps('currency')}
            onChange={(e) => form.setFieldValue('currency', e.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label="Reservation hold (hours)"
            description="How long an owner has to answer a request; 1 to 336."
            inputMode="numeric"
            required
            {...form.getInputProps('reservationHoldHours')}
          />
          <TextInput
            label="Payment deadline (hours)"
            description="How long a student has to pay once accepted; 1 to 336."
            inputMode="numeric"
            required
            {...form.getInputProps('paymentHoldHours')}
          />
        </SimpleGrid>
        <Textarea
          label="Exchange rates"
          description={`How many units of each currency one ${form.values.currency || 'unit of the default currency'} buys, one a line (GHS 15.5). Search orders hostels priced in different currencies by these; a currency without a rate is not compared.`}
          autosize
          minRows={2}
          {...form.getInputProps('exchangeRates')}
        />
        <Text size="sm" c="dimmed">
          Changes apply to reservations requested or accepted from now on; existing ones keep their price and
          deadlines.
        </Text>
        <Title order={3} size="h4">
          Abuse limits
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {LIMIT_FIELDS.map(({ key, label, description }) => (
            <TextInput
              key={key}
              label={label}
              description={`${description}; ${range(key)}.`}
              inputMode="numeric"
              required
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Limits apply on every server at once. Past one, people are asked to wait; requests waiting and beds
          per request are checked when a student sends a request.
        </Text>
        <Group>
          <Button type="submit" loading={busy}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
