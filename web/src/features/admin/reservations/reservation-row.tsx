import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@hostel/common';
import { getFragmentData, type FragmentType } from '../../../gql';
import { AdminReservationRowFieldsFragment } from '../api/reservations';
import { statusName } from '../status-name';
import { bedsLabel } from '../../../lib/format';
import { formatDayRange } from '../../../lib/dates';
import { STATUS_COLORS } from '../../reservations/public';

export interface ReservationRowProps {
  reservation: FragmentType<typeof AdminReservationRowFieldsFragment>;
  onOpen: (id: string) => void;
}

/** One search result: code, student, hostel, dates, total and status. */
export function ReservationRow(props: ReservationRowProps) {
  const r = getFragmentData(AdminReservationRowFieldsFragment, props.reservation);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Reservation ${r.code}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} ff="monospace">
              {r.code}
            </Text>
            <Badge variant="dot" color={STATUS_COLORS[r.status]}>
              {statusName(r.status)}
            </Badge>
          </Group>
          <Text size="sm">
            {r.student.displayName} · {r.hostel.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDayRange(r.checkIn, r.checkOut)} · {bedsLabel(r.beds)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" ml="auto">
          <Text fw={700}>{formatMoney(r.price.total, r.price.currency)}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => props.onOpen(r.id)}
            aria-label={`Open reservation ${r.code}`}
          >
            Open
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
