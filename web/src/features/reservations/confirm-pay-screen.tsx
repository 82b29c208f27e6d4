import { formatMoney, type MobileMoneyInput } from '@hostel/common';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { getFragmentData } from '../../gql';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import type { ReservationsPayStatusQueryQuery } from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useSubscriptionEvents } from '../../lib/live-events';
import { screenLoader, useScreenData, type Loaded } from '../../lib/screen-loader';
import { useOnReconnect } from '../../lib/subscription-events';
import { useMutationRequest } from '../../lib/use-request';
import { ReservationsPayMutation, ReservationsPayStatusQuery } from './api/payments';
import { ReservationPriceFieldsFragment, ReservationsChangedSubscription } from './api/reservations';
import { toCardInput, type CardForm as CardValues } from './card';
import { CardForm } from './card-form';
import { MobileMoneyForm } from './mobile-money-form';
import { PaymentWaiting } from './payment-waiting';
import { PriceBreakdown } from './price-breakdown';
import { formatDayRange, formatHostelDeadline } from '../../lib/dates';

// The payment settles through the provider's webhook. A card answers within seconds: poll every
// second for 20 s. A phone waits for its owner's PIN: the reservation's live change brings PAID,
// and a slower poll (the fallback when the socket is down, and for a refusal, which changes no
// reservation) runs for as long as the provider lets an approval wait.
const WAIT = {
  CARD: { pollMs: 1000, limitMs: 20_000 },
  MOBILE_MONEY: { pollMs: 3000, limitMs: 3 * 60_000 },
} as const;

type Method = keyof typeof WAIT;
type Phase =
  | { kind: 'form' }
  | { kind: 'waiting'; paymentId: string; wallet: MobileMoneyInput | null }
  | { kind: 'failed'; message: string };

const backButton = (
  <Button component={Link} to={paths.student.reservations()}>
    See my reservations
  </Button>
);

const reservationOf = (request: Request) => new URL(request.url).searchParams.get('reservation');

const readPayStatus = screenLoader(ReservationsPayStatusQuery, ({ request }) => ({
  id: reservationOf(request)!,
}));

/** The route's loader: the reservation of `?reservation=` and how it can be paid. */
export const loader = (args: LoaderFunctionArgs): Promise<Loaded<ReservationsPayStatusQueryQuery>> =>
  reservationOf(args.request) ? readPayStatus(args) : Promise.resolve({ data: null });

/** While a payment settles: each change of the student's reservations reads this one again. */
function LiveChanges({ onChange }: { onChange: () => void }) {
  useSubscriptionEvents(ReservationsChangedSubscription, onChange);
  return null;
}

function PayReservation({ id }: { id: string }) {
  const { data, loading, error, retry } = useScreenData<ReservationsPayStatusQueryQuery>();
  const { revalidate } = useRevalidator();
  // The screen reads the payment's outcome itself, by polling (below).
  const [pay] = useMutationRequest(ReservationsPayMutation, { revalidate: false });
  const [requested, setPhase] = useState<Phase>({ kind: 'form' });
  const [method, setMethod] = useState<Method>('CARD');
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
  const waitingFor: Method | null =
    requested.kind === 'waiting' ? (requested.wallet ? 'MOBILE_MONEY' : 'CARD') : null;

  useOnReconnect(revalidate);

  useEffect(() => {
    if (kind !== 'waiting' || !waitingFor) return;
    const { pollMs, limitMs } = WAIT[waitingFor];
    let poll: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Each read waits for the one before: a new revalidation cancels one still on its way, so a
    // fixed interval shorter than a slow read would never let one finish.
    const next = () => {
      poll = setTimeout(() => {
        const read = document.hidden ? Promise.resolve() : revalidate();
        void read.finally(() => !stopped && next());
      }, pollMs);
    };
    next();
    const timer = setTimeout(() => {
      stopped = true;
      clearTimeout(poll);
      setPhase({
        kind: 'failed',
        message: 'The payment provider has not answered yet. Check your reservations in a minute.',
      });
    }, limitMs);
    return () => {
      stopped = true;
      clearTimeout(poll);
      clearTimeout(timer);
    };
  }, [kind, waitingFor, revalidate]);

  const submit = async (details: { card?: CardValues; wallet?: MobileMoneyInput }) => {
    setBusy(true);
    try {
      const input = {
        idempotencyKey: crypto.randomUUID(),
        ...(details.card ? { card: toCardInput(details.card) } : {}),
        ...(details.wallet ? { mobileMoney: details.wallet } : {}),
      };
      const { payReservation: payment } = await pay({ id, input });
      if (payment.status === 'FAILED') {
        setPhase({ kind: 'failed', message: payment.failureMessage ?? 'The payment failed.' });
      } else if (payment.nextAction?.type === 'REDIRECT' && payment.nextAction.url) {
        window.location.assign(payment.nextAction.url); // the provider's own card page
      } else {
        setPhase({ kind: 'waiting', paymentId: payment.id, wallet: details.wallet ?? null });
      }
    } catch (err) {
      setPhase({ kind: 'failed', message: summarizeServerError(err).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryState loading={loading} error={error} data={reservation} onRetry={retry}>
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
        const options = r.paymentOptions;
        const chosen: Method = options.methods.includes(method) ? method : 'CARD';
        const submitLabel = phase.kind === 'failed' ? 'Try again' : 'Pay now';
        const price = getFragmentData(ReservationPriceFieldsFragment, r.price);
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
                <>
                  <LiveChanges onChange={revalidate} />
                  <PaymentWaiting wallet={phase.wallet} amount={formatMoney(price.total, price.currency)} />
                </>
              ) : (
                <>
                  {phase.kind === 'failed' && (
                    <Alert color="red" role="alert" title="The payment did not go through">
                      {phase.message}
                    </Alert>
                  )}
                  {options.methods.length > 1 && (
                    <SegmentedControl
                      aria-label="Payment method"
                      fullWidth
                      value={chosen}
                      onChange={(value) => setMethod(value as Method)}
                      data={[
                        { value: 'CARD', label: 'Card' },
                        { value: 'MOBILE_MONEY', label: 'Mobile money' },
                      ]}
                    />
                  )}
                  {chosen === 'MOBILE_MONEY' ? (
                    <MobileMoneyForm
                      currency={price.currency}
                      networks={options.mobileMoneyNetworks}
                      sandbox={options.provider === 'sandbox'}
                      busy={busy}
                      submitLabel={submitLabel}
                      onSubmit={(wallet) => void submit({ wallet })}
                    />
                  ) : options.provider === 'paystack' ? (
                    <Group justify="space-between">
                      <Text size="sm" c="dimmed">
                        You enter your card on Paystack’s secure page.
                      </Text>
                      <Button loading={busy} onClick={() => void submit({})}>
                        {phase.kind === 'failed' ? 'Try again' : 'Pay by card'}
                      </Button>
                    </Group>
                  ) : (
                    <CardForm
                      busy={busy}
                      submitLabel={submitLabel}
                      onSubmit={(card) => void submit({ card })}
                    />
                  )}
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
