import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '@hostel/common';
import { DialogActions } from '../../components/dialog-actions';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useMutationRequest } from '../../lib/use-request';
import { ReservationsCancelMutation } from './api/details';
import { CancellationQuoteModal } from './cancellation-quote-modal';
import { formatHostelDeadline } from '../../lib/dates';

export interface CancelModalProps {
  reservationId: string;
  /** Refund deadlines are computed, and shown, where the hostel is. */
  hostelTimeZone: string;
  /** Also once cancelled, when the screen shows the reservation as it is now. */
  onClose: () => void;
}

/** Shows the refund the server would make now, then cancels. Mounted only while open. */
export function CancelModal({ reservationId, hostelTimeZone, onClose }: CancelModalProps) {
  // The screen's loaders read the reservation again before the dialog closes.
  const [cancel, cancelling] = useMutationRequest(ReservationsCancelMutation);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await cancel({ id: reservationId, reason: reason.trim() || null });
      onClose();
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
              This refund applies until {formatHostelDeadline(q.refundableUntil, hostelTimeZone)}.
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
