import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '@hostel/common';
import { getFragmentData, type FragmentType } from '../../gql';
import type { ReservationStatus, Role } from '../../gql/graphql';
import { ReservationSummaryFieldsFragment } from './api/reservations';
import { OWNER_STATUS_LABELS, STATUS_COLORS, STATUS_LABELS } from './status';
import { bedsLabel, nightsLabel } from '../../lib/format';
import { formatDayRange, formatHostelDeadline } from '../../lib/dates';

export interface ReservationCardProps {
  reservation: FragmentType<typeof ReservationSummaryFieldsFragment>;
  /** Students see the hostel; owners see the student. */
  viewer: 'student' | 'owner';
  actions?: ReactNode;
}

const ENDED_EARLY: readonly ReservationStatus[] = ['CANCELLED', 'DECLINED', 'EXPIRED'];

/** "Cancelled by the student", or "by you" when the viewer cancelled it. */
function cancelledByLabel(by: Role | null | undefined, viewer: ReservationCardProps['viewer']): string {
  if (by === 'ADMIN') return 'Cancelled by an admin';
  if (by === 'STUDENT') return viewer === 'student' ? 'Cancelled by you' : 'Cancelled by the student';
  if (by === 'OWNER') return viewer === 'owner' ? 'Cancelled by you' : 'Cancelled by the owner';
  return 'Cancelled';
}

export function ReservationCard({ reservation, viewer, actions }: ReservationCardProps) {
  const r = getFragmentData(ReservationSummaryFieldsFragment, reservation);
  const owner = viewer === 'owner';
  const deadline =
    r.status === 'PENDING'
      ? `${owner ? 'Answer' : 'Owner answers'} by ${formatHostelDeadline(r.responseDeadline, r.hostel.timeZone)}`
      : r.status === 'ACCEPTED' && r.paymentDeadline
        ? `${owner ? 'Student pays' : 'Pay'} by ${formatHostelDeadline(r.paymentDeadline, r.hostel.timeZone)}`
        : null;
  return (
    <Card withBorder radius="lg" component="article" aria-label={`Reservation ${r.code}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Text fw={700}>{owner ? r.student.displayName : r.hostel.name}</Text>
          <Text size="sm" c="dimmed">
            {owner ? r.hostel.name : r.hostel.city} · {r.roomTypeName} · {bedsLabel(r.beds)}
          </Text>
          <Text size="sm">
            {formatDayRange(r.checkIn, r.checkOut)} ({nightsLabel(r.nights)})
          </Text>
          {deadline && (
            <Text size="sm" fw={600}>
              {deadline}
            </Text>
          )}
          {r.studentNote && owner && (
            <Text size="sm" fs="italic">
              “{r.studentNote}”
            </Text>
          )}
          {r.declineReason && (
            <Text size="sm" c="red">
              Declined: {r.declineReason}
            </Text>
          )}
          {r.status === 'CANCELLED' && (
            <Text size="sm" c="red">
              {cancelledByLabel(r.cancelledBy, viewer)}
              {r.cancelReason ? `: ${r.cancelReason}` : ''}
            </Text>
          )}
        </Stack>
        {/* On a phone this column wraps below the details; it stays at the right edge. */}
        <Stack gap={4} align="flex-end" ml="auto">
          <Badge color={STATUS_COLORS[r.status]} variant="light">
            {(owner ? OWNER_STATUS_LABELS : STATUS_LABELS)[r.status]}
          </Badge>
          {owner ? (
            // The owner's share: the earnings page's net (what the student pays minus the platform fee).
            // A booking that ended early earns what the cancellation policy leaves, shown on Earnings.
            <Text fw={700}>
              <Text span size="xs" c="dimmed" fw={400}>
                {ENDED_EARLY.includes(r.status) ? 'Booking value' : 'You earn'}{' '}
              </Text>
              {formatMoney(r.price.subtotal, r.price.currency)}
            </Text>
          ) : (
            <Text fw={700}>{formatMoney(r.price.total, r.price.currency)}</Text>
          )}
          <Text size="xs" c="dimmed">
            Code {r.code}
          </Text>
        </Stack>
      </Group>
      {actions && (
        <Group gap="xs" mt="sm" justify="flex-end">
          {actions}
        </Group>
      )}
    </Card>
  );
}
