import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { API_SCOPES } from '@hostel/common';
import { useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/dates';
import { summarizeServerError } from '../../lib/graphql-errors';
import {
  ApiClientFieldsFragment,
  DevelopersRevokeApiClientMutation,
  DevelopersRotateApiClientMutation,
} from './api';
import { describeExpiry, isExpired } from './token-expiry';
import { UsageSummary } from './usage-summary';
import { useMutationRequest } from '../../lib/use-request';

export interface ClientCardProps {
  client: FragmentType<typeof ApiClientFieldsFragment>;
  onNewToken: (name: string, token: string) => void;
}

type Action = 'rotate' | 'revoke';

const CONFIRM: Record<Action, { title: string; body: string; label: string }> = {
  rotate: {
    title: 'Rotate the token?',
    body: 'A new token is made and shown once. The current token stops working at once: update the integration right after.',
    label: 'Rotate token',
  },
  revoke: {
    title: 'Revoke this client?',
    body: 'Its token stops working at once, for good. This cannot be undone.',
    label: 'Revoke client',
  },
};

/** One API client: its scopes, token prefix and dates, with rotate and revoke (confirmed first). */
export function ClientCard(props: ClientCardProps) {
  const client = getFragmentData(ApiClientFieldsFragment, props.client);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rotate] = useMutationRequest(DevelopersRotateApiClientMutation);
  const [revoke] = useMutationRequest(DevelopersRevokeApiClientMutation);
  const close = () => {
    setConfirming(null);
    setFailure(null);
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (confirming === 'rotate') {
        const data = await rotate({ id: client.id });
        props.onNewToken(client.name, data.rotateApiClientToken.token);
      } else {
        await revoke({ id: client.id });
      }
      close();
    } catch (error) {
      setFailure(summarizeServerError(error).message);
    } finally {
      setBusy(false);
    }
  };
  const revoked = client.revokedAt !== null && client.revokedAt !== undefined;
  const expired = !revoked && isExpired(client.expiresAt);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={client.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {client.name}
            </Title>
            <Text size="sm" c="dimmed" ff="monospace">
              {client.tokenPrefix}…
            </Text>
          </Stack>
          {revoked ? (
            <Badge color="gray" variant="light">
              Revoked
            </Badge>
          ) : expired ? (
            <Badge color="orange" variant="light">
              Expired
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              Active
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          {client.scopes.map((scope) => (
            <Badge key={scope} variant="outline" tt="none" ff="monospace">
              {API_SCOPES[scope]}
            </Badge>
          ))}
        </Group>
        {client.allowedOrigins.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Allowed origins: {client.allowedOrigins.join(', ')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Created {formatDateTime(client.createdAt)}
          {client.rotatedAt && ` · rotated ${formatDateTime(client.rotatedAt)}`} ·{' '}
          {client.lastUsedAt ? `last used ${formatDateTime(client.lastUsedAt)}` : 'never used'}
          {revoked
            ? ` · revoked ${formatDateTime(client.revokedAt!)}`
            : ` · ${describeExpiry(client.expiresAt)}`}
        </Text>
        <UsageSummary usage={client.usage} />
        {!revoked && (
          <Group gap="xs" justify="flex-end">
            {!expired && (
              <Button variant="default" size="xs" onClick={() => setConfirming('rotate')}>
                Rotate token
              </Button>
            )}
            <Button variant="light" color="red" size="xs" onClick={() => setConfirming('revoke')}>
              Revoke
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={close}
        title={confirming ? CONFIRM[confirming].title : ''}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            {client.name}: {confirming && CONFIRM[confirming].body}
          </Text>
          <DialogActions
            failure={failure}
            dismissLabel="Keep it"
            onDismiss={close}
            confirmLabel={confirming ? CONFIRM[confirming].label : ''}
            onConfirm={() => void confirm()}
            busy={busy}
            color="red"
          />
        </Stack>
      </Modal>
    </Paper>
  );
}
