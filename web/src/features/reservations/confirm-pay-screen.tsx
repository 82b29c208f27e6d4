import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { summarizeServerError } from '../../lib/graphql-errors';
import { ReservationsPayMutation, ReservationsPayStatusQuery } from './api/payments';
import { toCardInput, type CardForm as CardValues } from './card';
import { CardForm } from './card-form';
import { PriceBreakdown } from './price-breakdown';
import { formatDayRange, formatHostelDeadline } from '../../lib/dates';

// The payment settles through the provider's webhook: poll every second, give up after 20 s.
const POLL_MS = 1000;
const POLL_LIMIT_MS = 20_000;

type Phase = { kind: 'form' } | { kind: 'waiting'; paymentId: string } | { kind: 'failed'; message: string };

const backButton = (
  <Button component={Link} to={paths.student.reservations()}>
    See my reservations
  </Button>
);

function PayReservation({ id }: { id: string }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(ReservationsPayStatusQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [pay] = useMutation(ReservationsPayMutation);
  const [requested, setPhase] = useState<Phase>({ kind: 'form' });
  const [busy, setBusy] = useState(false);

  const reservation = data?.reservation;
  const attempt =
    requested.kind === 'waiting'
      ? reservation?.payments.find((payment) => payment.id === requested.paymentId)
      : undefined;
  // A failure reported by the webhook shows up on the polled payment.
  const phase: Phase =
    attempt?.status === 'FAILED'
      ? { kind: 'failed', message: attempt.failureMessage ?? attempt.failureReason ?? 'The payment failed.' }
      : requested;
  const kind = phase.kind;

  useEffect(() => {
    if (kind !== 'waiting') return;
    startPolling(POLL_MS);
    const timer = setTimeout(() => {
      stopPolling();
      setPhase({
        kind: 'failed',
        message: 'The payment provider has not answered yet. Check your reservations in a minute.',
      });
    }, POLL_LIMIT_MS);
    return () => {
      clearTimeout(timer);
      stopPolling();
    };
  }, [kind, startPolling, stopPolling]);

  const submit = async (card: CardValues) => {
    setBusy(true);
    try {
      const result = await pay({
        variables: { id, input: { idempotencyKey: crypto.randomUUID(), card: toCardInput(card) } },
      });
      const payment = result.data?.payReservation;
      if (payment?.status === 'FAILED') {
        setPhase({ kind: 'failed', message: payment.failureMessage ?? 'The payment failed.' });
      } else if (payment) {
        setPhase({ kind: 'waiting', paymentId: payment.id });
      }
    } catch (err) {
      setPhase({ kind: 'failed', message: summarizeServerError(err).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryState loading={loading} error={error} data={reservation} onRetry={() => void refetch()}>
      {(r) => {
        if (r.status === 'PAID' || r.status === 'COMPLETED') {
          return (
            <EmptyState
              icon={<IconCircleCheck size={28} />}
              title="Payment received"
              action={
                <Button component={Link} to={paths.student.reservationDetails(r.id)}>
                  See the reservation
                </Button>
              }
            >
              Your bed at {r.hostel.name} is booked. Reservation code {r.code}.
            </EmptyState>
          );
        }
        if (r.status !== 'ACCEPTED') {
          return (
            <EmptyState
              icon={<IconCreditCard size={28} />}
              title="Nothing to pay for this reservation"
              action={backButton}
            >
              You can pay once an owner accepts your request.
            </EmptyState>
          );
        }
        return (
          <Card withBorder radius="lg" maw={560}>
            <Stack>
              <div>
                <Title order={2} fz="lg">
                  {r.hostel.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {r.roomTypeName} · {formatDayRange(r.checkIn, r.checkOut)} · code {r.code}
                </Text>
                {r.paymentDeadline && (
                  <Text size="sm" fw={600}>
                    Pay by {formatHostelDeadline(r.paymentDeadline, r.hostel.timeZone)}
                  </Text>
                )}
              </div>
              <PriceBreakdown price={r.price} beds={r.beds} />
              {phase.kind === 'waiting' ? (
                <Group gap="sm" role="status" aria-live="polite">
                  <Loader size="sm" />
                  <Text>Confirming your payment with the provider…</Text>
                </Group>
              ) : (
                <>
                  {phase.kind === 'failed' && (
                    <Alert color="red" role="alert" title="The payment did not go through">
                      {phase.message}
                    </Alert>
                  )}
                  <CardForm
                    busy={busy}
                    submitLabel={phase.kind === 'failed' ? 'Try again' : 'Pay now'}
                    onSubmit={(card) => void submit(card)}
                  />
                </>
              )}
            </Stack>
          </Card>
        );
      }}
    </QueryState>
  );
}

export function ConfirmPayScreen() {
  const [params] = useSearchParams();
  const id = params.get('reservation');
  return (
    <PageFrame
      title="Confirm and pay"
      description="Review the price breakdown and pay for an accepted reservation."
    >
      {id ? (
        <PayReservation id={id} />
      ) : (
        <EmptyState icon={<IconCreditCard size={28} />} title="No reservation selected" action={backButton}>
          Accepted reservations show a Pay button in your list.
        </EmptyState>
      )}
    </PageFrame>
  );
}
