import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { summarizeServerError } from '../../lib/graphql-errors';
import { formatMoney } from '../hostels/format';
import { ReservationsCancellationQuoteQuery, ReservationsCancelMutation } from './api/details';
import { formatDeadline } from './status';

export interface CancelModalProps {
  reservationId: string;
  onClose: () => void;
  onCancelled: () => void;
}

/** Shows the refund the server would make now, then cancels. Mounted only while open. */
export function CancelModal({ reservationId, onClose, onCancelled }: CancelModalProps) {
  const quote = useQuery(ReservationsCancellationQuoteQuery, {
    variables: { id: reservationId },
    fetchPolicy: 'network-only',
  });
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
    <Modal
      opened
      onClose={onClose}
      title="Cancel this reservation"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <QueryState
        loading={quote.loading}
        error={quote.error}
        data={quote.data?.cancellationQuote}
        onRetry={() => void quote.refetch()}
      >
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
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Keep reservation
              </Button>
              <Button color="red" loading={cancelling.loading} onClick={() => void confirm()}>
                Cancel reservation
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
