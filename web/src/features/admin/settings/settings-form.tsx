import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { reportServerError } from '../../auth/form-errors';
import {
  changedSettings,
  toSettingsValues,
  validateSettings,
  type SettingsInput,
  type SettingsValues,
} from './settings-rules';

export interface SettingsFormProps {
  settings: SettingsInput;
  /** Saves the changed settings; rejects with the server's error (BAD_USER_INPUT lands on fields). */
  onSave: (changes: Partial<SettingsInput>) => Promise<SettingsInput>;
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
      reportServerError(error, form, setBanner);
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
        <Text size="sm" c="dimmed">
          Changes apply to reservations requested or accepted from now on; existing ones keep their price and
          deadlines.
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
