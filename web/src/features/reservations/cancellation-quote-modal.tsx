import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../components/query-state';
import type { ReservationsCancellationQuoteQueryQuery } from '../../gql/graphql';
import { useRequest } from '../../lib/use-request';
import { ReservationsCancellationQuoteQuery } from './api/details';

export type CancellationQuote = ReservationsCancellationQuoteQueryQuery['cancellationQuote'];

export interface CancellationQuoteModalProps {
  reservationId: string;
  title: string;
  size?: ModalProps['size'];
  onClose: () => void;
  /** The dialog's body, given what cancelling now would refund. */
  children: (quote: CancellationQuote) => ReactNode;
}

/**
 * A cancellation dialog (a student's or an admin's): asks the server what cancelling now would
 * refund, then shows the body. Mounted only while open, so every opening asks again.
 */
export function CancellationQuoteModal({
  reservationId,
  title,
  size,
  onClose,
  children,
}: CancellationQuoteModalProps) {
  // Computed by the server at this moment, for the viewer's side of the reservation.
  const quote = useRequest(ReservationsCancellationQuoteQuery, { id: reservationId });
  return (
    <Modal opened size={size} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <QueryState
        loading={quote.loading}
        error={quote.error}
        data={quote.data?.cancellationQuote}
        onRetry={quote.refetch}
      >
        {children}
      </QueryState>
    </Modal>
  );
}
