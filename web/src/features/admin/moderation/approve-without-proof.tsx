import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions';

/** On the card: a listing without an ownership document says so before anything else. */
export function MissingProofAlert() {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="No ownership document"
      p="xs"
    >
      Nothing shows that this owner may let the property. Ask for a document, or approve only if you have
      checked it another way.
    </Alert>
  );
}

export interface ApproveWithoutProofModalProps {
  hostelName: string;
  opened: boolean;
  onClose: () => void;
  /** Resolves to the server's message when approving failed, null when it worked. */
  onConfirm: () => Promise<string | null>;
}

/** Approving a listing without an ownership document is a deliberate choice, asked for once more. */
export function ApproveWithoutProofModal({
  hostelName,
  opened,
  onClose,
  onConfirm,
}: ApproveWithoutProofModalProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const message = await onConfirm();
    setBusy(false);
    setFailure(message);
    if (!message) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Approve ${hostelName} without an ownership document?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">
          The owner sent no document proving they may let this property. Once approved, the listing is public
          and students can book and pay.
        </Text>
        <DialogActions
          failure={failure}
          dismissLabel="Go back"
          onDismiss={onClose}
          confirmLabel="Approve without a document"
          onConfirm={() => void confirm()}
          busy={busy}
          color="red"
        />
      </Stack>
    </Modal>
  );
}
