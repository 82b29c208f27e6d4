import { Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { reasonError } from '@hostel/common';
import { DialogActions } from './dialog-actions';

export interface ReasonModalProps {
  title: string;
  confirmLabel: string;
  /** Defaults to the owner reading it (moderation). */
  reasonLabel?: string;
  opened: boolean;
  onClose: () => void;
  /** Resolves to an error message to show, or null when done. */
  onConfirm: (reason: string) => Promise<string | null>;
}

/** Asks for the reason someone else will read (a rejection, a suspension, a declined request). */
export function ReasonModal({
  title,
  confirmLabel,
  reasonLabel = 'Reason (the owner sees it)',
  opened,
  onClose,
  onConfirm,
}: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setFieldError(null);
    setServerError(null);
    onClose();
  };
  const confirm = async () => {
    const problem = reasonError(reason);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    const failure = await onConfirm(reason.trim());
    setBusy(false);
    if (failure) setServerError(failure);
    else close();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={close} title={title}>
      <Stack>
        <Textarea
          label={reasonLabel}
          autosize
          minRows={3}
          value={reason}
          error={fieldError}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <DialogActions
          failure={serverError}
          dismissLabel="Cancel"
          onDismiss={close}
          confirmLabel={confirmLabel}
          onConfirm={() => void confirm()}
          busy={busy}
          color="red"
        />
      </Stack>
    </Modal>
  );
}
