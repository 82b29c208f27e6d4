import { Alert, Button, FileInput, Group, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { checkSupportReply, FieldRules, SUPPORT_LIMITS } from '@hostel/common';
import { applyServerErrors } from '../../lib/form-errors';
import { ATTACHMENT_ACCEPT, useUploadAttachments } from './use-attachments';

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
      if (values.files.length > SUPPORT_LIMITS.attachments) {
        rules.add('files', `Attach at most ${SUPPORT_LIMITS.attachments} files.`);
      }
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
        <FileInput
          label="Attachments"
          description={`Images or a ZIP of documents, at most ${SUPPORT_LIMITS.attachments}.`}
          multiple
          clearable
          accept={ATTACHMENT_ACCEPT}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          {...form.getInputProps('files')}
        />
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
