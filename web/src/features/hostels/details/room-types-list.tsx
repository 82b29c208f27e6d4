import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { formatMoney, freeBedsShortMessage, nightsBetween } from '@hostel/common';
import type { PricePeriod } from '../../../gql/graphql';
import { bedsLabel, nightsLabel } from '../../../lib/format';
import { formatDayRange } from '../../../lib/dates';
import { formatPrice } from '../format';

export interface RoomTypeView {
  id: string;
  name: string;
  description: string;
  bedsPerRoom: number;
  totalBeds: number;
  amenities: string[];
  availableBeds?: number | null;
  termName?: string | null;
  termStart?: string | null;
  termEnd?: string | null;
  price?: { amount: number; currency: string; period: PricePeriod } | null;
}

export interface RoomTypesListProps {
  roomTypes: RoomTypeView[];
  /** Whether stay dates were chosen, so availability is known. */
  hasDates: boolean;
  bedsWanted: number;
  /** Omitted in the owner's preview and for viewers who can't book (owners, admins). */
  onReserve?: (room: RoomTypeView) => void;
  /** Availability for newly chosen dates is on its way: the list stays, dimmed, without booking. */
  loading?: boolean;
}

/** A SEMESTER room is let for its whole term: it needs no dates of the student's. */
export const isTermRoom = (room: Pick<RoomTypeView, 'price' | 'termStart' | 'termEnd'>) =>
  room.price?.period === 'SEMESTER' && Boolean(room.termStart && room.termEnd);

/** Fewer beds free than wanted: fully booked, or how many are free so the student can ask for fewer. */
function short(freeBeds: number, term: boolean) {
  const text =
    freeBeds > 0
      ? freeBedsShortMessage(freeBeds, term).replace(/\.$/, '')
      : `Fully booked for ${term ? 'the term' : 'your dates'}`;
  return { text, color: 'red' };
}

function availability(room: RoomTypeView, hasDates: boolean, bedsWanted: number) {
  if (isTermRoom(room) && room.availableBeds != null) {
    // The server counts a term room's beds over its whole term, which is what a request takes.
    if (room.availableBeds < bedsWanted) return short(room.availableBeds, true);
    return { text: `${bedsLabel(room.availableBeds)} free for the whole term`, color: 'teal' };
  }
  if (!hasDates || room.availableBeds == null)
    return { text: 'Choose dates to see free beds', color: 'gray' };
  if (room.availableBeds < bedsWanted) return short(room.availableBeds, false);
  return {
    text: `${bedsLabel(room.availableBeds)} free for your dates`,
    color: 'teal',
  };
}

/**
 * A term room is let only for its whole term: said before the request, with the term's dates and
 * what the beds cost for it, and that the dates the student searched for do not apply.
 */
function TermNotice({
  room,
  hasDates,
  bedsWanted,
}: {
  room: RoomTypeView;
  hasDates: boolean;
  bedsWanted: number;
}) {
  const start = room.termStart!;
  const end = room.termEnd!;
  const price = room.price!;
  return (
    <Alert variant="light" color="blue" p="xs" title="Let only for the whole term">
      <Text size="sm">
        {room.termName ? `${room.termName}: ` : ''}
        {formatDayRange(start, end)} ({nightsLabel(nightsBetween(start, end))}). {bedsLabel(bedsWanted)} for
        the term: {formatMoney(price.amount * bedsWanted, price.currency)}, plus the service fee.
        {hasDates && ' The dates you searched for do not apply to this room.'}
      </Text>
    </Alert>
  );
}

export function RoomTypesList({ roomTypes, hasDates, bedsWanted, onReserve, loading }: RoomTypesListProps) {
  if (roomTypes.length === 0) return <Text c="dimmed">No room types yet.</Text>;
  return (
    <Stack gap="sm">
      {loading && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Checking free beds for your dates…
          </Text>
        </Group>
      )}
      <Stack gap="sm" aria-busy={loading || undefined} opacity={loading ? 0.55 : undefined}>
        {roomTypes.map((room) => {
          const term = isTermRoom(room);
          const free = availability(room, hasDates, bedsWanted);
          const full = (hasDates || term) && room.availableBeds != null && room.availableBeds < bedsWanted;
          return (
            <Card key={room.id} withBorder radius="md" padding="md">
              <Stack gap={4}>
                <Text fw={700} component="h3" m={0} fz="md">
                  {room.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {room.bedsPerRoom} {room.bedsPerRoom === 1 ? 'bed' : 'beds'} per room · {room.totalBeds}{' '}
                  beds in total
                </Text>
                {room.description && <Text size="sm">{room.description}</Text>}
                {term && <TermNotice room={room} hasDates={hasDates} bedsWanted={bedsWanted} />}
                {room.amenities.length > 0 && (
                  <Group gap={6}>
                    {room.amenities.map((amenity) => (
                      <Badge key={amenity} variant="outline" color="gray" size="sm">
                        {amenity}
                      </Badge>
                    ))}
                  </Group>
                )}
                {/* A sentence, not a label: it wraps instead of being cut on a phone. */}
                <Badge
                  variant="light"
                  color={free.color}
                  maw="100%"
                  h="auto"
                  tt="none"
                  style={{ whiteSpace: 'normal' }}
                >
                  {free.text}
                </Badge>
              </Stack>
              <Group justify="space-between" align="center" mt="sm" gap="sm">
                <Text fw={700} fz="lg">
                  {room.price ? formatPrice(room.price) : 'No price yet'}{' '}
                  <Text span size="xs" c="dimmed" fw={400}>
                    per bed
                  </Text>
                </Text>
                {onReserve && (
                  <Button
                    onClick={() => onReserve(room)}
                    disabled={full || !room.price || loading}
                    aria-label={`Reserve a bed in ${room.name}${term ? ' for the whole term' : ''}`}
                  >
                    {term ? 'Reserve for the term' : 'Reserve'}
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
