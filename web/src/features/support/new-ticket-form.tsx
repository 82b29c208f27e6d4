import { Alert, Button, CloseButton, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  checkSupportTicket,
  FieldRules,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  checkSupportAttachmentCount,
  SUPPORT_LIMITS,
} from '@hostel/common';
import type { TicketCategory } from '../../gql/graphql';
import { applyServerErrors } from '../../lib/form-errors';
import { useMutationRequest, useRequest } from '../../lib/use-request';
import { SupportOpenTicketMutation, SupportReservationQuery } from './api/support';
import { AttachmentsInput, useUploadAttachments } from './attachments';

export interface NewTicketFormProps {
  /** The reservation the ticket is about (from "Get help with this reservation"). */
  reservationId: string | null;
  onUnlinkReservation: () => void;
  onOpened: (ticketId: string) => void;
  onCancel: () => void;
}

interface Values {
  category: string;
  subject: string;
  description: string;
  files: File[];
}

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({
  value,
  label: SUPPORT_CATEGORY_LABELS[value],
}));

/** A new ticket: the same rules as the API (@hostel/common), its refusals on the fields. */
export function NewTicketForm({
  reservationId,
  onUnlinkReservation,
  onOpened,
  onCancel,
}: NewTicketFormProps) {
  const upload = useUploadAttachments();
  // The ticket opens next (onOpened): its screen reads it, and the list when it shows again.
  const [open] = useMutationRequest(SupportOpenTicketMutation, { revalidate: false });
  const reservation = useRequest(
    SupportReservationQuery,
    { id: reservationId ?? '' },
    { skip: !reservationId },
  ).data?.reservation;
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { category: reservationId ? 'RESERVATION' : '', subject: '', description: '', files: [] },
    validate: (values) => {
      const rules = new FieldRules();
      checkSupportTicket(rules, values);
      checkSupportAttachmentCount(rules, values.files.length, 'files');
      return rules.errors;
    },
  });
  const submit = async (values: Values) => {
    setBanner(null);
    setBusy(true);
    try {
      const attachmentIds = await upload(values.files);
      const { openSupportTicket } = await open({
        input: {
          category: values.category as TicketCategory,
          subject: values.subject.trim(),
          description: values.description.trim(),
          reservationId,
          attachmentIds,
        },
      });
      onOpened(openSupportTicket.id);
    } catch (error) {
      setBanner(applyServerErrors(error, form, (field) => (field === 'attachmentIds' ? 'files' : field)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate aria-label="New support ticket" onSubmit={form.onSubmit((v) => void submit(v))}>
      <Stack gap="sm">
        {reservationId && (
          <Alert color="blue" variant="light" aria-label="Linked reservation">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                About reservation{' '}
                <Text span ff="monospace" fw={700}>
                  {reservation?.code ?? '…'}
                </Text>
                {reservation && ` at ${reservation.hostel.name}`}
              </Text>
              <CloseButton aria-label="Do not link this reservation" onClick={onUnlinkReservation} />
            </Group>
          </Alert>
        )}
        <Select
          label="What is it about?"
          placeholder="Choose a topic"
          data={CATEGORY_OPTIONS}
          required
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <TextInput
          label="Subject"
          required
          maxLength={SUPPORT_LIMITS.subject.max}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Describe the problem"
          description="What happened, when, and what you expected. Support answers here."
          autosize
          minRows={4}
          maxRows={12}
          required
          {...form.getInputProps('description')}
        />
        <AttachmentsInput {...form.getInputProps('files')} />
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Send to support
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
