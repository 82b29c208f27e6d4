import { Alert, Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  API_CLIENT_LIMITS,
  API_SCOPE_DESCRIPTIONS,
  API_SCOPE_NAMES,
  API_SCOPES,
  checkApiClient,
  FieldRules,
} from '@hostel/common';
import { useState } from 'react';
import type { ApiScope } from '../../gql/graphql';
import { applyServerErrors } from '../../lib/form-errors';
import { DevelopersCreateApiClientMutation } from './api';
import {
  DEFAULT_TOKEN_EXPIRY,
  expiresAtFor,
  TOKEN_EXPIRY_CHOICES,
  type TokenExpiryChoice,
} from './token-expiry';
import { useMutationRequest } from '../../lib/use-request';

interface Values {
  name: string;
  scopes: string[];
  /** One origin a line. */
  origins: string;
  expiry: TokenExpiryChoice;
}

const originsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export interface CreateClientFormProps {
  onCreated: (name: string, token: string) => void;
  onCancel: () => void;
}

/** A new API client: the same rules as the API (@hostel/common), its refusals on the fields. */
export function CreateClientForm({ onCreated, onCancel }: CreateClientFormProps) {
  // Settles once the list has been read again (the route's loader).
  const [create] = useMutationRequest(DevelopersCreateApiClientMutation);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', scopes: [], origins: '', expiry: DEFAULT_TOKEN_EXPIRY },
    validate: (values) => {
      const rules = new FieldRules();
      checkApiClient(rules, {
        name: values.name,
        scopes: values.scopes,
        allowedOrigins: originsOf(values.origins),
      });
      // Every origin error lands on the one text box.
      const errors: Record<string, string> = {};
      for (const [field, message] of Object.entries(rules.errors)) {
        errors[field.startsWith('allowedOrigins') ? 'origins' : field] ??= message;
      }
      return errors;
    },
  });
  const submit = async (values: Values) => {
    setBanner(null);
    setBusy(true);
    try {
      const data = await create({
        input: {
          name: values.name.trim(),
          scopes: values.scopes as ApiScope[],
          allowedOrigins: originsOf(values.origins),
          expiresAt: expiresAtFor(values.expiry),
        },
      });
      onCreated(values.name.trim(), data.createApiClient.token);
    } catch (error) {
      setBanner(
        applyServerErrors(error, form, (field) =>
          field.startsWith('allowedOrigins') ? 'origins' : field === 'expiresAt' ? 'expiry' : field,
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate aria-label="New API client" onSubmit={form.onSubmit((v) => void submit(v))}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="Who uses it, e.g. “Campus housing office sync”."
          required
          maxLength={API_CLIENT_LIMITS.name.max}
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label="Scopes"
          description="Grant only what the integration needs."
          required
          {...form.getInputProps('scopes')}
        >
          <Stack gap={6} mt={6}>
            {API_SCOPE_NAMES.map((name) => (
              <Checkbox
                key={name}
                value={name}
                label={API_SCOPES[name]}
                description={API_SCOPE_DESCRIPTIONS[name]}
                styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label="Allowed browser origins"
          description="One a line, e.g. https://housing.example.edu. Leave empty to allow any site (server-side use sends no origin)."
          autosize
          minRows={2}
          {...form.getInputProps('origins')}
        />
        <Select
          label="Expires after"
          description="The token is refused from then on; make a new one before. An expiry limits the harm of a leaked token."
          data={TOKEN_EXPIRY_CHOICES.map((choice) => ({ ...choice }))}
          allowDeselect={false}
          {...form.getInputProps('expiry')}
        />
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create client
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
