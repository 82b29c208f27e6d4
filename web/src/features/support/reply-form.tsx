import { Alert, Button, Group, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { checkSupportAttachmentCount, checkSupportReply, FieldRules } from '@hostel/common';
import { applyServerErrors } from '../../lib/form-errors';
import { AttachmentsInput, useUploadAttachments } from './attachments';

export interface ReplyFormProps {
  /** Sends the reply (or, for admins with `canNote`, the internal note); rejects with the server's error. */
  onSend: (reply: { body: string; attachmentIds: string[]; internal: boolean }) => Promise<void>;
  /** Admins may write an internal note instead of a reply. */
  canNote?: boolean;
}

interface Values {
  body: string;
  files: File[];
}

/** The reply box under a ticket's conversation. */
export function ReplyForm({ onSend, canNote = false }: ReplyFormProps) {
  const upload = useUploadAttachments();
  const [internal, setInternal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { body: '', files: [] },
    validate: (values) => {
      const rules = new FieldRules();
      checkSupportReply(rules, values.body);
      checkSupportAttachmentCount(rules, values.files.length, 'files');
      return rules.errors;
    },
  });
  const submit = async (values: Values) => {
    setBanner(null);
    setBusy(true);
    try {
      const attachmentIds = await upload(values.files);
      await onSend({ body: values.body.trim(), attachmentIds, internal });
      form.reset();
    } catch (error) {
      setBanner(applyServerErrors(error, form, (field) => (field === 'attachmentIds' ? 'files' : field)));
    } finally {
      setBusy(false);
    }
  };
  const label = internal ? 'Internal note (only admins see it)' : 'Your reply';
  return (
    <form
      noValidate
      aria-label={internal ? 'Internal note' : 'Reply'}
      onSubmit={form.onSubmit((v) => void submit(v))}
    >
      <Stack gap="sm">
        {canNote && (
          <Switch
            label="Internal note"
            description="Visible to admins only, never to the person who asked."
            checked={internal}
            onChange={(e) => setInternal(e.currentTarget.checked)}
            color="yellow"
          />
        )}
        <Textarea label={label} autosize minRows={3} maxRows={10} required {...form.getInputProps('body')} />
        <AttachmentsInput {...form.getInputProps('files')} />
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={busy}
            color={internal ? 'yellow' : undefined}
            autoContrast
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {internal ? 'Add note' : 'Send reply'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
