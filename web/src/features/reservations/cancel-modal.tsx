import { useMutation } from '@apollo/client/react';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { summarizeServerError } from '../../lib/graphql-errors';
import { formatMoney } from '../hostels/format';
import { ReservationsCancelMutation } from './api/details';
import { CancellationQuoteModal } from './cancellation-quote-modal';
import { formatDeadline } from './status';

export interface CancelModalProps {
  reservationId: string;
  onClose: () => void;
  onCancelled: () => void;
}

/** Shows the refund the server would make now, then cancels. Mounted only while open. */
export function CancelModal({ reservationId, onClose, onCancelled }: CancelModalProps) {
  const [cancel, cancelling] = useMutation(ReservationsCancelMutation);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await cancel({ variables: { id: reservationId, reason: reason.trim() || null } });
      onCancelled();
    } catch (err) {
      setFailure(summarizeServerError(err).message);
    }
  };
  return (
    <CancellationQuoteModal reservationId={reservationId} title="Cancel this reservation" onClose={onClose}>
      {(q) => (
        <Stack>
          <Text>
            {q.paid === 0
              ? 'Nothing has been paid, so nothing is refunded.'
              : `You get ${formatMoney(q.refundAmount, q.currency)} back (${q.refundPercent}% of ${formatMoney(q.paid, q.currency)}, ${q.policy.toLowerCase()} policy).`}
          </Text>
          {q.refundableUntil && q.paid > 0 && (
            <Text size="sm" c="dimmed">
              This refund applies until {formatDeadline(q.refundableUntil)}.
            </Text>
          )}
          <Textarea
            label="Reason (optional)"
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <DialogActions
            failure={failure}
            dismissLabel="Keep reservation"
            onDismiss={onClose}
            confirmLabel="Cancel reservation"
            onConfirm={() => void confirm()}
            busy={cancelling.loading}
            color="red"
          />
        </Stack>
      )}
    </CancellationQuoteModal>
  );
}
