import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '@hostel/common';
import {
  AdminCancelReservationMutation,
  AdminReservationQuery,
  AdminReservationsQuery,
} from '../api/reservations';
import { RefundForm, type RefundDecision } from './refund-form';
import { CancellationQuoteModal } from '../../reservations/public';

export interface CancelReservationModalProps {
  reservationId: string;
  code: string;
  onClose: () => void;
}

/** Cancels any live reservation with the refund the admin chooses. Mounted only while open. */
export function CancelReservationModal({ reservationId, code, onClose }: CancelReservationModalProps) {
  const [cancel] = useMutation(AdminCancelReservationMutation, {
    // The details, their payments and refunds, and every search result list show the change.
    refetchQueries: [AdminReservationQuery, AdminReservationsQuery],
    awaitRefetchQueries: true,
  });
  const confirm = async ({ reason, refundAmount }: RefundDecision, currency: string) => {
    await cancel({ variables: { id: reservationId, reason, refundAmount } });
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
