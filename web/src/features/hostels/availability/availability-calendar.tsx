import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RoomAvailabilityQueryQuery } from '../../../gql/graphql';

export type Night = RoomAvailabilityQueryQuery['roomAvailability']['nights'][number];

/** The four kinds of beds, in the order a night adds up to its total. */
const KINDS = [
  { key: 'freeBeds', label: 'free', color: 'teal.9' },
  { key: 'heldBeds', label: 'held', color: 'grape.9' },
  { key: 'bookedBeds', label: 'booked', color: 'blue.9' },
  { key: 'blockedBeds', label: 'blocked', color: 'red.9' },
] as const;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const dayOf = (night: string) => Number(night.slice(8));

/**
 * Past nights sit on a grey ground, not faded: fading the text took every count below a 4.5:1
 * contrast. The ground is the scheme's own hover shade, so the .9 shades keep their contrast on it.
 */
const PAST_BG = 'var(--mantine-color-default-hover)';
const pastBackground = (night: string, today: string) => (night < today ? PAST_BG : undefined);

/** The day's own words for screen readers: today, or a night gone by. */
function DayNote({ night, today }: { night: string; today: string }) {
  if (night === today) return <VisuallyHidden> (today)</VisuallyHidden>;
  return night < today ? <VisuallyHidden> (past)</VisuallyHidden> : null;
}
/** 0 for Monday .. 6 for Sunday. */
const weekdayOf = (night: string) => (new Date(`${night}T00:00:00Z`).getUTCDay() + 6) % 7;

export function BedsLegend() {
  return (
    <Group gap="sm">
      <Text size="sm">Beds per night:</Text>
      {KINDS.map((kind) => (
        <Text key={kind.key} size="sm" fw={600} c={kind.color}>
          {kind.label}
        </Text>
      ))}
      <Text size="sm" px={6} bg={PAST_BG} bd="1px solid var(--mantine-color-default-border)" bdrs="sm">
        past nights
      </Text>
    </Group>
  );
}

/** The counts of one night; zeros other than free are left out to keep the cell readable. */
function NightCounts({ night }: { night: Night }) {
  return (
    <>
      {KINDS.filter((kind) => kind.key === 'freeBeds' || night[kind.key] > 0).map((kind) => (
        <Text key={kind.key} size="xs" fw={600} c={kind.color} lh={1.3}>
          {night[kind.key]} {kind.label}
        </Text>
      ))}
    </>
  );
}

/** Desktop: the month as weeks of seven days, each night with its counts. */
export function MonthGrid({ nights, today }: { nights: Night[]; today: string }) {
  const cells: (Night | null)[] = [...Array<null>(weekdayOf(nights[0]!.night)).fill(null), ...nights];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  return (
    <Table withTableBorder withColumnBorders layout="fixed" aria-label="Beds per night">
      <Table.Thead>
        <Table.Tr>
          {WEEKDAYS.map((day) => (
            <Table.Th key={day} ta="center">
              {day}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week.find(Boolean)!.night}>
            {week.map((night, i) =>
              night ? (
                <Table.Td key={night.night} valign="top" h={92} bg={pastBackground(night.night, today)}>
                  <Text size="sm" fw={700} c={night.night === today ? 'blue.9' : undefined}>
                    {dayOf(night.night)}
                    <DayNote night={night.night} today={today} />
                  </Text>
                  <NightCounts night={night} />
                </Table.Td>
              ) : (
                <Table.Td key={`empty-${i}`} />
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phone: one line per night, today and later first in mind (past nights on a grey ground). */
export function NightList({ nights, today }: { nights: Night[]; today: string }) {
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Beds per night">
      {nights.map((night) => (
        <Paper
          key={night.night}
          component="li"
          withBorder
          px="sm"
          py={6}
          bg={pastBackground(night.night, today)}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={700} w={72}>
              {WEEKDAYS[weekdayOf(night.night)]} {dayOf(night.night)}
              <DayNote night={night.night} today={today} />
            </Text>
            <Group gap="sm" justify="flex-end">
              <NightCounts night={night} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
