import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { EventType } from '../../gql/graphql';
import { applyServerErrors } from '../../lib/form-errors';
import { DevelopersCreateWebhookMutation, DevelopersUpdateWebhookMutation } from './webhook-api';
import { EVENT_LABELS, EVENT_TYPES } from './webhook-labels';
import { useMutationRequest } from '../../lib/use-request';

interface Values {
  apiClientId: string;
  url: string;
  events: string[];
  /** Optional on create: empty lets the API generate one. */
  secret: string;
}

export type WebhookFormProps = { onCancel: () => void } & (
  | {
      mode: 'create';
      clients: { id: string; name: string }[];
      onCreated: (url: string, secret: string) => void;
    }
  | { mode: 'edit'; subscription: { id: string; url: string; events: EventType[] }; onSaved: () => void }
);

/** A new webhook subscription, or changes to one; the API checks the URL and its refusals land on the fields. */
export function WebhookForm(props: WebhookFormProps) {
  // Each settles once the webhooks have been read again (the route's loader).
  const [create] = useMutationRequest(DevelopersCreateWebhookMutation);
  const [update] = useMutationRequest(DevelopersUpdateWebhookMutation);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const editing = props.mode === 'edit' ? props.subscription : null;
  const form = useForm<Values>({
    initialValues: {
      apiClientId: props.mode === 'create' && props.clients.length === 1 ? props.clients[0]!.id : '',
      url: editing?.url ?? '',
      events: editing?.events ?? [],
      secret: '',
    },
    validate: {
      apiClientId: (value) => (props.mode === 'create' && !value ? 'Choose the API client.' : null),
      url: (value) => (value.trim() ? null : 'Enter the URL to send events to.'),
      events: (value) => (value.length > 0 ? null : 'Choose at least one kind of event.'),
    },
  });
  const submit = async (values: Values) => {
    setBanner(null);
    setBusy(true);
    const common = { url: values.url.trim(), events: values.events as EventType[] };
    try {
      if (props.mode === 'create') {
        const secret = values.secret.trim();
        const data = await create({
          input: { ...common, apiClientId: values.apiClientId, secret: secret || null },
        });
        props.onCreated(common.url, data.createWebhookSubscription.secret);
      } else {
        await update({ id: props.subscription.id, input: common });
        props.onSaved();
      }
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={editing ? 'Edit webhook' : 'New webhook'}
      onSubmit={form.onSubmit((v) => void submit(v))}
    >
      <Stack gap="sm">
        {props.mode === 'create' && (
          <Select
            label="API client"
            description="The subscription belongs to this client and ends when it is revoked."
            required
            data={props.clients.map((client) => ({ value: client.id, label: client.name }))}
            {...form.getInputProps('apiClientId')}
          />
        )}
        <TextInput
          label="URL"
          description="An https address on the public internet; each delivery is a signed POST."
          placeholder="https://example.com/hooks/hostel"
          required
          type="url"
          {...form.getInputProps('url')}
        />
        <Checkbox.Group label="Events" required {...form.getInputProps('events')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6} mt={6}>
            {EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={EVENT_LABELS[type]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {props.mode === 'create' && (
          <TextInput
            label="Signing secret"
            description="Leave empty to have one generated (shown once), or give your own of 24 to 200 characters."
            autoComplete="off"
            {...form.getInputProps('secret')}
          />
        )}
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? 'Save changes' : 'Create webhook'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
