import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import type { DevelopersApiClientsQueryQuery } from '../../gql/graphql';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { DevelopersApiClientsQuery } from './api';
import { ClientCard } from './client-card';
import { CreateClientForm } from './create-client-form';
import { DevelopersNav } from './developers-nav';
import { TokenReveal } from './token-reveal';

export const loader = screenLoader(DevelopersApiClientsQuery);

/** Developer settings (owner and admin areas): the viewer's API clients, made, rotated and revoked here. */
export function DevelopersSettingsScreen() {
  const query = useScreenData<DevelopersApiClientsQueryQuery>();
  const [creating, setCreating] = useState(false);
  const [revealed, setRevealed] = useState<{ name: string; token: string } | null>(null);
  const reveal = (name: string, token: string) => {
    setCreating(false);
    setRevealed({ name, token });
  };
  return (
    <PageFrame
      title="Developer settings"
      description={
        <>
          API clients let your own tools use the API as you, limited to the scopes you grant.{' '}
          <Anchor component={Link} to={paths.developers()} underline="always">
            Read the API docs
          </Anchor>
          .
        </>
      }
      actions={
        !creating && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New API client
          </Button>
        )
      }
    >
      <Stack gap="lg">
        <DevelopersNav />
        {revealed && <TokenReveal {...revealed} onDone={() => setRevealed(null)} />}
        {creating && (
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="lg" mb="sm">
              New API client
            </Title>
            <CreateClientForm onCreated={reveal} onCancel={() => setCreating(false)} />
          </Paper>
        )}
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Your API clients
          </Title>
          <QueryState
            loading={query.loading}
            error={query.error}
            data={query.data?.apiClients}
            isEmpty={(clients) => clients.length === 0}
            onRetry={query.retry}
            empty={
              <EmptyState icon={<IconKey size={28} />} title="No API clients yet">
                Create one to sync your hostels or reservations with another system.
              </EmptyState>
            }
          >
            {(clients) => (
              <Stack gap="sm">
                {clients.map((client, index) => (
                  <ClientCard key={index} client={client} onNewToken={reveal} />
                ))}
              </Stack>
            )}
          </QueryState>
          <Text size="sm" c="dimmed">
            Tokens are stored only as a hash: a lost token cannot be shown again, rotate it instead.
          </Text>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
