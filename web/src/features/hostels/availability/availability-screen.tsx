import { ActionIcon, Box, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarStats,
  IconChevronLeft,
  IconChevronRight,
  IconLock,
  IconLockOpen,
} from '@tabler/icons-react';
import { isPlainMonth, monthRange } from '@hostel/common';
import { useState } from 'react';
import { Link, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { formatMonth } from '../../../lib/dates';
import { paths } from '../../../config/paths';
import type { AvailabilityHostelsQueryQuery, RoomAvailabilityQueryQuery } from '../../../gql/graphql';
import { screenLoader, useScreenData, type Loaded } from '../../../lib/screen-loader';
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

type Hostels = AvailabilityHostelsQueryQuery['myHostels']['edges'][number]['node'][];
type Calendar = RoomAvailabilityQueryQuery['roomAvailability'];

/** What the URL picks: a hostel with rooms (the first by default), its room type, a month. */
function chosen(list: Hostels, params: URLSearchParams) {
  const hostel = list.find((candidate) => candidate.id === params.get('hostel')) ?? list[0];
  const room =
    hostel?.roomTypes.find((candidate) => candidate.id === params.get('roomType')) ?? hostel?.roomTypes[0];
  const wanted = params.get('month') ?? '';
  return { hostel, room, month: isPlainMonth(wanted) ? wanted : thisMonth() };
}

export interface AvailabilityData {
  hostels: Hostels;
  /** The chosen room type's month; null without a room type. */
  calendar: Calendar | null;
}

/**
 * The route's loader: the owner's hostels with rooms and the calendar the URL picks. A room type
 * named in the URL (a month turned, a room chosen) is read alongside the hostels, not after them.
 */
export async function loader(args: LoaderFunctionArgs): Promise<Loaded<AvailabilityData>> {
  const params = new URL(args.request.url).searchParams;
  const { month } = chosen([], params);
  const readMonth = (roomTypeId: string) =>
    screenLoader(RoomAvailabilityQuery, () => ({ roomTypeId, month }))(args);
  const named = params.get('roomType');
  const early = named ? readMonth(named) : null;
  // Not awaited when the hostels fail: its own failure must not go unhandled then.
  early?.catch(() => {});
  const read = await screenLoader(AvailabilityHostelsQuery)(args);
  if (!read.data) return { data: null, error: read.error };
  const hostels = read.data.myHostels.edges
    .map((edge) => edge.node)
    .filter((hostel) => hostel.status !== 'ARCHIVED' && hostel.roomTypes.length > 0);
  const { room } = chosen(hostels, params);
  if (!room) return { data: { hostels, calendar: null } };
  const calendar = await (room.id === named && early ? early : readMonth(room.id));
  return {
    data: calendar.data && { hostels, calendar: calendar.data.roomAvailability },
    error: calendar.error,
  };
}

/** `/dashboard/availability`: a room type's free, held, booked and blocked beds, a month at a time. */
export function AvailabilityScreen() {
  const [params, setParams] = useSearchParams();
  const { data, loading, error, retry } = useScreenData<AvailabilityData>();
  const { hostel, room, month } = chosen(data?.hostels ?? [], params);
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
        loading={loading}
        error={error}
        data={data?.hostels}
        onRetry={retry}
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
              calendar={data?.calendar ?? null}
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
  calendar: Calendar | null;
  onMonth: (month: string) => void;
}

function RoomCalendar({ roomTypeId, roomTypeName, totalBeds, month, calendar, onMonth }: RoomCalendarProps) {
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  // Another month or room on its way: the one shown stays until it comes.
  const pending = useNavigation().state === 'loading';
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
          {pending && <Loader size="xs" aria-label="Loading the month" />}
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
      {calendar && (
        <>
          <Text size="sm" c="dimmed">
            {roomTypeName}: {calendar.totalBeds} beds in all.
          </Text>
          <Box visibleFrom="sm">
            <MonthGrid nights={calendar.nights} today={calendar.today} />
          </Box>
          <Box hiddenFrom="sm">
            <NightList nights={calendar.nights} today={calendar.today} />
          </Box>
        </>
      )}
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
