import { Alert, Card, Checkbox, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type {
  NotificationCategory,
  NotificationPreferenceInput,
  NotificationsPreferencesQueryQuery,
} from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useMutationRequest, useRequest } from '../../lib/use-request';
import { NotificationsPreferencesQuery, NotificationsUpdatePreferencesMutation } from './api/documents';
import { PushDeviceSwitch } from './push-device-switch';

const LABELS: Record<NotificationCategory, { label: string; description: string }> = {
  RESERVATIONS: {
    label: 'Requests and reservations',
    description: 'New requests, answers, expiry, cancellations.',
  },
  PAYMENTS: { label: 'Payments', description: 'Payments received or failed, refunds.' },
  MESSAGES: { label: 'Messages', description: 'Messages you have not read.' },
  REVIEWS: { label: 'Reviews', description: 'New reviews and invitations to review.' },
  ANNOUNCEMENTS: { label: 'Announcements', description: 'News from Hostel.' },
  ACCOUNT: {
    label: 'Account and security',
    description: 'Sign-in changes and listing decisions: always sent.',
  },
};

type Preferences = NotificationsPreferencesQueryQuery['notificationPreferences'];

/**
 * E-mail and push on or off per category (notices always show in the app), and push on this device.
 */
export function NotificationPreferencesSection() {
  // A section of the account screen: read when it shows, not by the screen's route loader.
  const { data, loading, error } = useRequest(NotificationsPreferencesQuery, {});
  // The answer is the whole list: it replaces what was read (and stays when a later save fails).
  const [saved, setSaved] = useState<Preferences | null>(null);
  const [update, saving] = useMutationRequest(NotificationsUpdatePreferencesMutation, { revalidate: false });
  const preferences = saved ?? data?.notificationPreferences;
  const save = (change: NotificationPreferenceInput) =>
    void update({ input: [change] }).then(
      (answer) => setSaved(answer.updateNotificationPreferences),
      () => {}, // shown from `saving.error`
    );
  const problem = (error ?? saving.error) != null && (
    <Alert color="red" role="alert">
      {summarizeServerError(error ?? saving.error).message}
    </Alert>
  );
  return (
    <Stack gap="md">
      {/* Of a save in either card. */}
      {problem}
      <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="email-notifications-title">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="email-notifications-title">
              E-mail notifications
            </Title>
            <Text c="dimmed" size="sm">
              Choose what we e-mail you. Every notice still shows under the bell.
            </Text>
          </Stack>
          {loading && !preferences && <Loader size="sm" aria-label="Loading your e-mail choices" />}
          {preferences?.map((pref) => (
            <Switch
              key={pref.category}
              label={LABELS[pref.category].label}
              description={LABELS[pref.category].description}
              checked={pref.email}
              disabled={pref.locked || saving.loading}
              onChange={(event) => save({ category: pref.category, email: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="push-notifications-title">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="push-notifications-title">
              Push notifications
            </Title>
            <Text c="dimmed" size="sm">
              Notices pop up on the devices where you turn this on, even when the app is closed.
            </Text>
          </Stack>
          <PushDeviceSwitch />
          {preferences && (
            <Stack gap="xs" role="group" aria-labelledby="push-categories-title">
              <Text fw={500} size="sm" id="push-categories-title">
                Notices to push, on every device you turned on
              </Text>
              {preferences.map((pref) => (
                <Checkbox
                  key={pref.category}
                  label={LABELS[pref.category].label}
                  checked={pref.push}
                  disabled={saving.loading}
                  onChange={(event) => save({ category: pref.category, push: event.currentTarget.checked })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
