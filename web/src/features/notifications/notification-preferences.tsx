import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { NotificationCategory, NotificationsPreferencesQueryQuery } from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useMutationRequest, useRequest } from '../../lib/use-request';
import { NotificationsPreferencesQuery, NotificationsUpdatePreferencesMutation } from './api/documents';

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

/** E-mail on or off per category; notices always show in the app. */
export function NotificationPreferencesSection() {
  // A section of the account screen: read when it shows, not by the screen's route loader.
  const { data, loading, error } = useRequest(NotificationsPreferencesQuery, {});
  // The answer is the whole list: it replaces what was read (and stays when a later save fails).
  const [saved, setSaved] = useState<Preferences | null>(null);
  const [update, saving] = useMutationRequest(NotificationsUpdatePreferencesMutation, { revalidate: false });
  const preferences = saved ?? data?.notificationPreferences;
  return (
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
        {(error ?? saving.error) != null && (
          <Alert color="red" role="alert">
            {summarizeServerError(error ?? saving.error).message}
          </Alert>
        )}
        {preferences?.map((pref) => (
          <Switch
            key={pref.category}
            label={LABELS[pref.category].label}
            description={LABELS[pref.category].description}
            checked={pref.email}
            disabled={pref.locked || saving.loading}
            onChange={(event) =>
              void update({ input: [{ category: pref.category, email: event.currentTarget.checked }] }).then(
                (answer) => setSaved(answer.updateNotificationPreferences),
                () => {}, // shown from `saving.error`
              )
            }
          />
        ))}
      </Stack>
    </Card>
  );
}
