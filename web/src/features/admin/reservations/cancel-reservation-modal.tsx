import { useMutation, useQuery } from '@apollo/client/react';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryState } from '../../../components/query-state';
import { formatMoney } from '../../hostels/format';
import {
  AdminCancellationQuoteQuery,
  AdminCancelReservationMutation,
  AdminReservationQuery,
  AdminReservationsQuery,
} from '../api/reservations';
import { RefundForm, type RefundDecision } from './refund-form';

export interface CancelReservationModalProps {
  reservationId: string;
  code: string;
  onClose: () => void;
}

/** Cancels any live reservation with the refund the admin chooses. Mounted only while open. */
export function CancelReservationModal({ reservationId, code, onClose }: CancelReservationModalProps) {
  // What can still be refunded, computed by the server at this moment.
  const quote = useQuery(AdminCancellationQuoteQuery, {
    variables: { id: reservationId },
    fetchPolicy: 'network-only',
  });
  const [cancel] = useMutation(AdminCancelReservationMutation, {
    // The details, their payments and refunds, and every search result list show the change.
    refetchQueries: [AdminReservationQuery, AdminReservationsQuery],
    awaitRefetchQueries: true,
  });
  const confirm = async ({ reason, refundAmount }: RefundDecision) => {
    await cancel({ variables: { id: reservationId, reason, refundAmount } });
    const currency = quote.data?.cancellationQuote.currency ?? '';
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
    <Modal
      opened
      size="lg"
      onClose={onClose}
      title={`Cancel reservation ${code}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <QueryState
        loading={quote.loading}
        error={quote.error}
        data={quote.data?.cancellationQuote}
        onRetry={() => void quote.refetch()}
      >
        {(q) => (
          <RefundForm refundable={q.paid} currency={q.currency} onConfirm={confirm} onDismiss={onClose} />
        )}
      </QueryState>
    </Modal>
  );
}
