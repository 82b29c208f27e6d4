import { notifications } from '@mantine/notifications';
import { formatMoney } from '@hostel/common';
import { useMutationRequest } from '../../../lib/use-request';
import { AdminCancelReservationMutation } from '../api/reservations';
import { RefundForm, type RefundDecision } from './refund-form';
import { CancellationQuoteModal } from '../../reservations/public';

export interface CancelReservationModalProps {
  reservationId: string;
  code: string;
  /** After the cancellation: the details (not the route's data) read again. */
  onCancelled: () => void;
  onClose: () => void;
}

/** Cancels any live reservation with the refund the admin chooses. Mounted only while open. */
export function CancelReservationModal({
  reservationId,
  code,
  onCancelled,
  onClose,
}: CancelReservationModalProps) {
  // The search results (the route's loader) and the details with their refunds show the change.
  const [cancel] = useMutationRequest(AdminCancelReservationMutation);
  const confirm = async ({ reason, refundAmount }: RefundDecision, currency: string) => {
    await cancel({ id: reservationId, reason, refundAmount });
    onCancelled();
    notifications.show({
      closeButtonProps: { 'aria-label': 'Close notification' },
      color: 'teal',
      message: refundAmount
        ? `Reservation ${code} cancelled; ${formatMoney(refundAmount, currency)} refunded.`
        : `Reservation ${code} cancelled.`,
    });
    onClose();
  };
  return (
    <CancellationQuoteModal
      reservationId={reservationId}
      title={`Cancel reservation ${code}`}
      size="lg"
      onClose={onClose}
    >
      {(q) => (
        <RefundForm
          refundable={q.paid}
          currency={q.currency}
          onConfirm={(decision) => confirm(decision, q.currency)}
          onDismiss={onClose}
        />
      )}
    </CancellationQuoteModal>
  );
}
