import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import type { DevelopersWebhooksQueryQuery } from '../../gql/graphql';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { DevelopersNav } from './developers-nav';
import { TokenReveal } from './token-reveal';
import { DevelopersWebhooksQuery } from './webhook-api';
import { WebhookCard } from './webhook-card';
import { WebhookForm } from './webhook-form';

export const loader = screenLoader(DevelopersWebhooksQuery);

/** Developer settings, webhooks (owner and admin areas): subscriptions of the viewer's API clients. */
export function WebhooksScreen() {
  const query = useScreenData<DevelopersWebhooksQueryQuery>();
  const [creating, setCreating] = useState(false);
  const [revealed, setRevealed] = useState<{ name: string; token: string } | null>(null);
  const clients = (query.data?.apiClients ?? []).filter((client) => !client.revokedAt);
  const clientNames = new Map(clients.map((client) => [client.id, client.name]));
  return (
    <PageFrame
      title="Developer settings"
      description={
        <>
          Webhooks send the events your API clients may read to your server as they happen, signed with a
          secret.{' '}
          <Anchor component={Link} to={`${paths.developers()}#events`} underline="always">
            How to verify them
          </Anchor>
          .
        </>
      }
      actions={
        !creating &&
        clients.length > 0 && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New webhook
          </Button>
        )
      }
    >
      <Stack gap="lg">
        <DevelopersNav />
        {revealed && (
          <TokenReveal
            {...revealed}
            noun="secret"
            hint="Your receiver checks each delivery’s X-Hostel-Signature with it."
            onDone={() => setRevealed(null)}
          />
        )}
        {creating && (
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="lg" mb="sm">
              New webhook
            </Title>
            <WebhookForm
              mode="create"
              clients={clients}
              onCreated={(url, secret) => {
                setCreating(false);
                setRevealed({ name: url, token: secret });
              }}
              onCancel={() => setCreating(false)}
            />
          </Paper>
        )}
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Your webhooks
          </Title>
          <QueryState
            loading={query.loading}
            error={query.error}
            data={query.data?.webhookSubscriptions}
            isEmpty={(subscriptions) => subscriptions.length === 0}
            onRetry={query.retry}
            empty={
              <EmptyState icon={<IconWebhook size={28} />} title="No webhooks yet">
                {clients.length > 0 ? (
                  'Create one to hear about reservations, hostels and reviews without polling.'
                ) : (
                  <>
                    A webhook belongs to an API client:{' '}
                    {/* Underlined: inside a sentence, colour alone does not tell a link apart. */}
                    <Anchor component={Link} to=".." relative="path" underline="always">
                      create an API client
                    </Anchor>{' '}
                    first.
                  </>
                )}
              </EmptyState>
            }
          >
            {(subscriptions) => (
              <Stack gap="sm">
                {subscriptions.map((subscription, index) => (
                  <WebhookCard
                    key={index}
                    subscription={subscription}
                    clientNames={clientNames}
                    onSecret={(url, secret) => setRevealed({ name: url, token: secret })}
                  />
                ))}
              </Stack>
            )}
          </QueryState>
          <Text size="sm" c="dimmed">
            A webhook that keeps failing for three days is turned off; turn it on again once your server
            answers.
          </Text>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
