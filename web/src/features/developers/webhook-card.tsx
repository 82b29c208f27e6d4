import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/dates';
import { summarizeServerError } from '../../lib/graphql-errors';
import { DeliveryLog } from './delivery-log';
import {
  DevelopersDeleteWebhookMutation,
  DevelopersPingWebhookMutation,
  DevelopersRotateWebhookSecretMutation,
  DevelopersUpdateWebhookMutation,
  WebhookDeliveryFieldsFragment,
  WebhookSubscriptionFieldsFragment,
} from './webhook-api';
import { WebhookForm } from './webhook-form';
import { DELIVERY_STATUS, EVENT_LABELS } from './webhook-labels';
import { useMutationRequest } from '../../lib/use-request';

export interface WebhookCardProps {
  subscription: FragmentType<typeof WebhookSubscriptionFieldsFragment>;
  /** Names of the viewer's API clients, by id. */
  clientNames: Map<string, string>;
  /** A new secret to show once (after a rotation). */
  onSecret: (url: string, secret: string) => void;
}

/** One subscription: where, what, whether it is on (and why not), its last delivery, and its actions. */
export function WebhookCard(props: WebhookCardProps) {
  const subscription = getFragmentData(WebhookSubscriptionFieldsFragment, props.subscription);
  const last = getFragmentData(WebhookDeliveryFieldsFragment, subscription.lastDelivery);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Each reads the webhooks again (the route's loader) before its button settles.
  const [update] = useMutationRequest(DevelopersUpdateWebhookMutation);
  const [ping] = useMutationRequest(DevelopersPingWebhookMutation);
  const [rotate] = useMutationRequest(DevelopersRotateWebhookSecretMutation);
  const [remove] = useMutationRequest(DevelopersDeleteWebhookMutation);
  // Pings sent from here: the open log reads again after each, to show it at once.
  const [pings, setPings] = useState(0);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setDeleting(false);
      setRotating(false);
    } catch (error) {
      setFailure(summarizeServerError(error).message);
    } finally {
      setBusy(false);
    }
  };
  const toggle = () => run(() => update({ id: subscription.id, input: { active: !subscription.active } }));
  const closeDelete = () => {
    setDeleting(false);
    setRotating(false);
    setFailure(null);
  };
  const sendPing = () =>
    run(async () => {
      await ping({ id: subscription.id });
      setPings((count) => count + 1);
      setShowLog(true);
    });
  const newSecret = () =>
    run(async () => {
      const data = await rotate({ id: subscription.id });
      props.onSecret(subscription.url, data.rotateWebhookSecret.secret);
    });
  const dialog = deleting || rotating;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={subscription.url}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {subscription.url}
            </Title>
            <Text size="sm" c="dimmed">
              {props.clientNames.get(subscription.apiClientId)} · created{' '}
              {formatDateTime(subscription.createdAt)}
            </Text>
          </Stack>
          <Badge color={subscription.active ? 'teal' : 'gray'} variant="light" miw="max-content">
            {subscription.active ? 'On' : 'Off'}
          </Badge>
        </Group>
        {!subscription.active && (
          <Text size="sm" c={subscription.disabledReason ? 'red.9' : 'dimmed'}>
            {subscription.disabledReason
              ? `Turned off ${subscription.disabledAt ? formatDateTime(subscription.disabledAt) : ''}: ${subscription.disabledReason}`
              : 'Turned off by you: no events are sent.'}
          </Text>
        )}
        <Group gap={6}>
          {subscription.events.map((event) => (
            <Badge key={event} variant="outline" tt="none">
              {EVENT_LABELS[event]}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          {last ? (
            <>
              Last delivery: {DELIVERY_STATUS[last.status].label.toLowerCase()}
              {last.responseStatus !== null && ` (HTTP ${last.responseStatus})`},{' '}
              {EVENT_LABELS[last.event].toLowerCase()}, {formatDateTime(last.lastAttemptAt ?? last.createdAt)}
            </>
          ) : (
            'No deliveries yet.'
          )}
        </Text>
        {failure && !dialog && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            variant="default"
            size="xs"
            onClick={() => setShowLog((shown) => !shown)}
            aria-expanded={showLog}
          >
            {showLog ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button variant="default" size="xs" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!subscription.active}
            loading={busy && !dialog}
            onClick={() => void sendPing()}
          >
            Send ping
          </Button>
          <Button variant="default" size="xs" onClick={() => setRotating(true)}>
            New secret
          </Button>
          <Button variant="default" size="xs" loading={busy && !dialog} onClick={() => void toggle()}>
            {subscription.active ? 'Turn off' : 'Turn on'}
          </Button>
          <Button variant="light" color="red" size="xs" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </Group>
        {showLog && (
          <DeliveryLog subscriptionId={subscription.id} active={subscription.active} pings={pings} />
        )}
      </Stack>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title="Edit webhook"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <WebhookForm
          mode="edit"
          subscription={subscription}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Modal>
      <Modal
        opened={rotating}
        onClose={closeDelete}
        title="Replace the signing secret?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            A new secret is shown once. For 24 hours each delivery is signed with both the new and the old
            secret, so your receiver keeps working while you switch it over; after that only the new one
            signs.
          </Text>
          <DialogActions
            failure={failure}
            dismissLabel="Keep the current one"
            onDismiss={closeDelete}
            confirmLabel="Make a new secret"
            onConfirm={() => void newSecret()}
            busy={busy}
          />
        </Stack>
      </Modal>
      <Modal
        opened={deleting}
        onClose={closeDelete}
        title="Delete this webhook?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {subscription.url}: no more events are sent there, and its delivery log is deleted. This cannot be
            undone.
          </Text>
          <DialogActions
            failure={failure}
            dismissLabel="Keep it"
            onDismiss={closeDelete}
            confirmLabel="Delete webhook"
            onConfirm={() => void run(() => remove({ id: subscription.id }))}
            busy={busy}
            color="red"
          />
        </Stack>
      </Modal>
    </Paper>
  );
}
