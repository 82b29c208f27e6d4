import { Badge, Button, Card, Flex, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconLifebuoy, IconMessage, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { formatMoney, isCancellable } from '@hostel/common';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SavedCopyNotice } from '../../components/saved-copy-notice';
import { paths } from '../../config/paths';
import { ReservationReview } from '../reviews/public';
import type { ReservationsDetailsQueryQuery } from '../../gql/graphql';
import { withSavedCopy } from '../../lib/pwa/saved-copies';
import { screenLoader, useScreenData, type Loaded } from '../../lib/screen-loader';
import { ReservationsDetailsQuery } from './api/details';
import { CancelModal } from './cancel-modal';
import { PaymentFailure, paymentStatusWords, refundLine } from './payment-lines';
import { PriceBreakdown } from './price-breakdown';
import { refundState, STUDENT_REFUND_LABELS } from './refund-state';
import { StayCard } from './stay-card';
import classes from './print.module.css';
import { EVENT_LABELS, STATUS_COLORS, STATUS_LABELS } from './status';
import { bedsLabel, nightsLabel } from '../../lib/format';
import { formatDateTime, formatDayRange, formatHostelDeadline } from '../../lib/dates';

const backButton = (
  <Button component={Link} to={paths.student.reservations()}>
    See my reservations
  </Button>
);

const idOf = (request: Request) => new URL(request.url).searchParams.get('id');

const readDetails = screenLoader(ReservationsDetailsQuery, ({ request }) => ({ id: idOf(request)! }));

/**
 * The route's loader: the reservation of `?id=` (nothing to read without one), saved on this device
 * and answered from there when the API cannot be reached (the offline pass, lib/pwa/saved-copies.ts).
 */
export async function loader(args: LoaderFunctionArgs): Promise<Loaded<ReservationsDetailsQueryQuery>> {
  const id = idOf(args.request);
  if (!id) return { data: null };
  return withSavedCopy(`reservation:${id}`, args.request.signal, await readDetails(args));
}

function Details() {
  const { data, loading, error, retry, savedAt } = useScreenData<ReservationsDetailsQueryQuery>();
  const [cancelling, setCancelling] = useState(false);
  return (
    <Stack>
      <SavedCopyNotice savedAt={savedAt} onRetry={retry} />
      <QueryState
        loading={loading}
        error={error}
        data={data?.reservation}
        onRetry={retry}
        empty={
          <EmptyState icon={<IconReceipt size={28} />} title="Reservation not found" action={backButton}>
            We could not find this reservation in your account.
          </EmptyState>
        }
      >
        {(r) => (
          <Stack>
            {/* On a phone the buttons fill the width under the status, the main action on top. */}
            <Flex
              className={classes.noPrint}
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ base: 'stretch', sm: 'center' }}
              gap="sm"
            >
              <Badge size="lg" color={STATUS_COLORS[r.status]} variant="light" w="fit-content">
                {STATUS_LABELS[r.status]}
              </Badge>
              <Flex direction={{ base: 'column-reverse', sm: 'row' }} gap="xs">
                <Button
                  component={Link}
                  variant="default"
                  leftSection={<IconMessage size={16} />}
                  to={paths.student.messages({ hostel: r.hostel.id, reservation: r.id })}
                >
                  Message owner
                </Button>
                <Button
                  component={Link}
                  variant="default"
                  leftSection={<IconLifebuoy size={16} />}
                  to={paths.student.support({ reservation: r.id })}
                >
                  Get help with this reservation
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} />}
                  onClick={() => window.print()}
                >
                  Print receipt
                </Button>
                {isCancellable(r.status) && (
                  <Button variant="default" color="red" onClick={() => setCancelling(true)}>
                    Cancel reservation
                  </Button>
                )}
                {r.status === 'ACCEPTED' && (
                  <Button component={Link} to={paths.student.confirmPay(r.id)}>
                    Pay now
                  </Button>
                )}
              </Flex>
            </Flex>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Card withBorder radius="lg">
                <Stack gap="sm">
                  <div>
                    <Title order={2} fz="lg">
                      {r.hostel.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {r.hostel.city} · {r.roomTypeName} · code {r.code}
                    </Text>
                    <Text size="sm">
                      {formatDayRange(r.checkIn, r.checkOut)} · {nightsLabel(r.nights)} · {bedsLabel(r.beds)}
                    </Text>
                    {r.status === 'ACCEPTED' && r.paymentDeadline && (
                      <Text size="sm" fw={600}>
                        Pay by {formatHostelDeadline(r.paymentDeadline, r.hostel.timeZone)}
                      </Text>
                    )}
                    {(r.declineReason || r.cancelReason) && (
                      <Text size="sm" c="red">
                        Reason: {r.declineReason ?? r.cancelReason}
                      </Text>
                    )}
                  </div>
                  <PriceBreakdown price={r.price} beds={r.beds} />
                  {r.payments.map((payment) => (
                    <Stack key={payment.id} gap={2}>
                      <Text size="sm">
                        Payment {formatMoney(payment.amount, payment.currency)} ·{' '}
                        {paymentStatusWords(payment.status)} · {formatDateTime(payment.createdAt)}
                      </Text>
                      <PaymentFailure message={payment.failureMessage} />
                      {payment.refunds.map((refund) => (
                        <Text key={refund.id} size="sm" c="dimmed">
                          {refundLine(refund, STUDENT_REFUND_LABELS[refundState(refund)])}
                        </Text>
                      ))}
                    </Stack>
                  ))}
                </Stack>
              </Card>
              <StayCard reservation={r} />
              <Card withBorder radius="lg">
                <Title order={2} fz="lg" mb="sm">
                  Timeline
                </Title>
                <Timeline active={r.events.length - 1} bulletSize={14} lineWidth={2}>
                  {r.events.map((event) => (
                    <Timeline.Item
                      key={`${event.toStatus}-${event.createdAt}`}
                      title={EVENT_LABELS[event.toStatus]}
                    >
                      <Text size="xs" c="dimmed">
                        {formatDateTime(event.createdAt)}
                      </Text>
                      {event.note && <Text size="sm">{event.note}</Text>}
                    </Timeline.Item>
                  ))}
                </Timeline>
              </Card>
            </SimpleGrid>
            {r.status === 'COMPLETED' && (
              <Suspense fallback={null}>
                <ReservationReview reservationId={r.id} />
              </Suspense>
            )}
            {cancelling && (
              <CancelModal
                reservationId={r.id}
                hostelTimeZone={r.hostel.timeZone}
                onClose={() => setCancelling(false)}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function StudentReservationDetailsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <PageFrame title="Reservation details" description="Dates, price breakdown, payments and status changes.">
      {id ? (
        <Details />
      ) : (
        <EmptyState icon={<IconReceipt size={28} />} title="Choose a reservation" action={backButton}>
          Open a reservation from your list to see its details.
        </EmptyState>
      )}
    </PageFrame>
  );
}
