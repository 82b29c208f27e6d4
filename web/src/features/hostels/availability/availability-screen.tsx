import { useQuery } from '@apollo/client/react';
import { ActionIcon, Box, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarStats,
  IconChevronLeft,
  IconChevronRight,
  IconLock,
  IconLockOpen,
} from '@tabler/icons-react';
import { isPlainMonth, monthRange } from '@hostel/common';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { formatMonth } from '../../../lib/dates';
import { paths } from '../../../config/paths';
import { AvailabilityHostelsQuery, RoomAvailabilityQuery } from '../api/availability';
import { BedsLegend, MonthGrid, NightList } from './availability-calendar';
import { BlockBedsModal } from './block-beds-modal';

/** The viewer's current month (`YYYY-MM`); the calendar's own `today` is the hostel's. */
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};
const shiftMonth = (month: string, by: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
};

/** `/dashboard/availability`: a room type's free, held, booked and blocked beds, a month at a time. */
export function AvailabilityScreen() {
  const [params, setParams] = useSearchParams();
  const hostels = useQuery(AvailabilityHostelsQuery, { fetchPolicy: 'cache-and-network' });
  const list = hostels.data?.myHostels.edges
    .map((edge) => edge.node)
    .filter((hostel) => hostel.status !== 'ARCHIVED' && hostel.roomTypes.length > 0);
  const hostel = list?.find((candidate) => candidate.id === params.get('hostel')) ?? list?.[0];
  const room =
    hostel?.roomTypes.find((candidate) => candidate.id === params.get('roomType')) ?? hostel?.roomTypes[0];
  const wanted = params.get('month') ?? '';
  const month = isPlainMonth(wanted) ? wanted : thisMonth();
  const go = (query: { hostel?: string; roomType?: string; month?: string }) => {
    const next = { hostel: hostel?.id, roomType: room?.id, month, ...query };
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    );
  };

  return (
    <PageFrame
      title="Availability"
      description="Beds night by night. Block beds for walk-in guests, repairs or another booking site."
    >
      <QueryState
        loading={hostels.loading}
        error={hostels.error}
        data={list}
        onRetry={() => void hostels.refetch()}
        isEmpty={(found) => found.length === 0}
        empty={
          <EmptyState
            icon={<IconCalendarStats size={28} />}
            title="No rooms to show yet"
            action={
              <Button component={Link} to={paths.owner.hostels()}>
                My hostels
              </Button>
            }
          >
            Add room types to a hostel to see its beds night by night.
          </EmptyState>
        }
      >
        {(found) => (
          <Stack gap="md">
            <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
              <NativeSelect
                label="Hostel"
                miw={200}
                value={hostel!.id}
                data={found.map((option) => ({ value: option.id, label: option.name || 'Untitled draft' }))}
                onChange={(e) => go({ hostel: e.currentTarget.value, roomType: undefined })}
              />
              <NativeSelect
                label="Room type"
                miw={200}
                value={room!.id}
                data={hostel!.roomTypes.map((option) => ({ value: option.id, label: option.name }))}
                onChange={(e) => go({ roomType: e.currentTarget.value })}
              />
            </Group>
            <RoomCalendar
              roomTypeId={room!.id}
              roomTypeName={room!.name}
              totalBeds={room!.totalBeds}
              month={month}
              onMonth={(next) => go({ month: next })}
            />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

interface RoomCalendarProps {
  roomTypeId: string;
  roomTypeName: string;
  totalBeds: number;
  month: string;
  onMonth: (month: string) => void;
}

function RoomCalendar({ roomTypeId, roomTypeName, totalBeds, month, onMonth }: RoomCalendarProps) {
  const { data, loading, error, refetch } = useQuery(RoomAvailabilityQuery, {
    variables: { roomTypeId, month },
    fetchPolicy: 'cache-and-network',
  });
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const calendar = data?.roomAvailability.month === month ? data.roomAvailability : undefined;
  // The dialog starts at the first night of the month shown that is not past.
  const first = monthRange(month).from;
  const firstNight = calendar && calendar.today > first ? calendar.today : first;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous month"
            onClick={() => onMonth(shiftMonth(month, -1))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Title order={2} fz="lg" miw={150} ta="center" aria-live="polite">
            {formatMonth(month, 'long')}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next month"
            onClick={() => onMonth(shiftMonth(month, 1))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <Button leftSection={<IconLock size={16} />} onClick={() => setDialog('block')}>
            Block beds
          </Button>
          <Button
            variant="default"
            leftSection={<IconLockOpen size={16} />}
            onClick={() => setDialog('unblock')}
          >
            Unblock
          </Button>
        </Group>
      </Group>
      <BedsLegend />
      <QueryState loading={loading} error={error} data={calendar} onRetry={() => void refetch()}>
        {(shown) => (
          <>
            <Text size="sm" c="dimmed">
              {roomTypeName}: {shown.totalBeds} beds in all.
            </Text>
            <Box visibleFrom="sm">
              <MonthGrid nights={shown.nights} today={shown.today} />
            </Box>
            <Box hiddenFrom="sm">
              <NightList nights={shown.nights} today={shown.today} />
            </Box>
          </>
        )}
      </QueryState>
      <BlockBedsModal
        key={`${roomTypeId}-${firstNight}`}
        mode={dialog}
        roomTypeId={roomTypeId}
        roomTypeName={roomTypeName}
        totalBeds={totalBeds}
        firstNight={firstNight}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
