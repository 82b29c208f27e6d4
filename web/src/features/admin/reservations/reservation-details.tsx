import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { isCancellable } from '@hostel/common';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { useRequest } from '../../../lib/use-request';
import { AdminReservationQuery } from '../api/reservations';
import { CancelReservationModal } from './cancel-reservation-modal';
import { PaymentsList } from './payments-list';
import { statusName } from '../status-name';
import { bedsLabel, nightsLabel } from '../../../lib/format';
import { formatDateTime, formatDayRange } from '../../../lib/dates';
import { PriceBreakdown, STATUS_COLORS } from '../../reservations/public';

export interface ReservationDetailsProps {
  id: string;
}

/** One reservation as an admin sees it: stay, price breakdown, payments and refunds; cancel it. */
export function ReservationDetails({ id }: ReservationDetailsProps) {
  const { data, loading, error, refetch } = useRequest(AdminReservationQuery, { id });
  const [cancelling, setCancelling] = useState(false);
  return (
    <QueryState
      loading={loading}
      error={error}
      data={data?.reservation}
      onRetry={refetch}
      empty={
        <EmptyState icon={<IconReceipt size={28} />} title="Reservation not found">
          It may have been removed.
        </EmptyState>
      }
    >
      {(r) => (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text fw={700} ff="monospace">
                {r.code}
              </Text>
              <Badge size="lg" variant="dot" color={STATUS_COLORS[r.status]}>
                {statusName(r.status)}
              </Badge>
            </Group>
            {isCancellable(r.status) && (
              <Button variant="default" color="red" onClick={() => setCancelling(true)}>
                Cancel with refund
              </Button>
            )}
          </Group>
          <Stack gap={2}>
            <Text fw={700}>{r.hostel.name}</Text>
            <Text size="sm" c="dimmed">
              {r.hostel.city} · {r.roomTypeName} · {bedsLabel(r.beds)}
            </Text>
            <Text size="sm">
              {formatDayRange(r.checkIn, r.checkOut)} ({nightsLabel(r.nights)})
            </Text>
            <Text size="sm">Student: {r.student.displayName}</Text>
            <Text size="sm" c="dimmed">
              Requested {formatDateTime(r.createdAt)}
            </Text>
            {(r.cancelReason || r.declineReason) && (
              <Text size="sm" c="red">
                {r.cancelledBy ? `Cancelled by the ${r.cancelledBy.toLowerCase()}` : 'Declined'}:{' '}
                {r.cancelReason ?? r.declineReason}
              </Text>
            )}
          </Stack>
          <Card withBorder radius="md">
            <Title order={3} fz="md" mb="xs">
              Price
            </Title>
            <PriceBreakdown price={r.price} beds={r.beds} />
          </Card>
          <Card withBorder radius="md">
            <Title order={3} fz="md" mb="xs">
              Payments and refunds
            </Title>
            <PaymentsList payments={r.payments} />
          </Card>
          {cancelling && (
            <CancelReservationModal
              reservationId={r.id}
              code={r.code}
              onCancelled={refetch}
              onClose={() => setCancelling(false)}
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
