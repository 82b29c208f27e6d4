import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import type { NotificationCategory } from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
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

/** E-mail on or off per category; notices always show in the app. */
export function NotificationPreferencesSection() {
  const { data, loading, error } = useQuery(NotificationsPreferencesQuery);
  // The answer is the whole list (its items have no ids to merge by): it replaces the query's.
  const [update, saving] = useMutation(NotificationsUpdatePreferencesMutation, {
    update(cache, { data: saved }) {
      if (!saved) return;
      cache.writeQuery({
        query: NotificationsPreferencesQuery,
        data: { notificationPreferences: saved.updateNotificationPreferences },
      });
    },
  });
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
        {loading && !data && <Loader size="sm" aria-label="Loading your e-mail choices" />}
        {(error ?? saving.error) && (
          <Alert color="red" role="alert">
            {summarizeServerError(error ?? saving.error).message}
          </Alert>
        )}
        {data?.notificationPreferences.map((pref) => (
          <Switch
            key={pref.category}
            label={LABELS[pref.category].label}
            description={LABELS[pref.category].description}
            checked={pref.email}
            disabled={pref.locked || saving.loading}
            onChange={(event) =>
              void update({
                variables: { input: [{ category: pref.category, email: event.currentTarget.checked }] },
              }).catch(() => {})
            }
          />
        ))}
      </Stack>
    </Card>
  );
}
