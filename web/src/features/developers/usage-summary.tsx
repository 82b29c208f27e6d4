import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { formatDay } from '../../lib/dates';

export interface UsageDay {
  day: string;
  requests: number;
  refusals: number;
}

/** The days the API keeps and the screen reads (core/api-usage.ts USAGE_KEPT_DAYS). */
export const USAGE_DAYS = 30;
/** Active days listed under the chart; the chart shows them all. */
const LISTED_DAYS = 7;
const CHART_HEIGHT = 32;

/** The last `USAGE_DAYS` UTC days, oldest first, zero where the API reported nothing. */
export function usageByDay(usage: readonly UsageDay[], now = new Date()): UsageDay[] {
  const byDay = new Map(usage.map((day) => [day.day, day]));
  return Array.from({ length: USAGE_DAYS }, (_, index) => {
    const day = new Date(now.getTime() - (USAGE_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return byDay.get(day) ?? { day, requests: 0, refusals: 0 };
  });
}

/** A token's requests per day: totals, a bar per day (refusals in red) and the latest active days. */
export function UsageSummary({ usage }: { usage: readonly UsageDay[] }) {
  const days = usageByDay(usage);
  const requests = days.reduce((sum, day) => sum + day.requests, 0);
  const refusals = days.reduce((sum, day) => sum + day.refusals, 0);
  if (requests === 0) {
    return (
      <Text size="sm" c="dimmed">
        No requests in the last {USAGE_DAYS} days.
      </Text>
    );
  }
  const peak = Math.max(...days.map((day) => day.requests));
  const active = days
    .filter((day) => day.requests > 0)
    .reverse()
    .slice(0, LISTED_DAYS);
  return (
    <Stack gap={6}>
      <Text size="sm">
        Last {USAGE_DAYS} days: {requests} request{requests === 1 ? '' : 's'}, {refusals} refused
      </Text>
      {/* Decorative: the same figures are in the text above and the table below. */}
      <Group gap={2} align="flex-end" h={CHART_HEIGHT} wrap="nowrap" aria-hidden>
        {days.map((day) => (
          <Box
            key={day.day}
            style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}
            h={CHART_HEIGHT}
          >
            <Box h={(CHART_HEIGHT * day.refusals) / peak} bg="red.6" />
            <Box
              h={Math.max((CHART_HEIGHT * (day.requests - day.refusals)) / peak, day.requests > 0 ? 1 : 0)}
              bg="teal.6"
            />
            <Box h={1} bg="gray.3" />
          </Box>
        ))}
      </Group>
      <Table fz="sm" verticalSpacing={2} horizontalSpacing="xs" aria-label="Requests per day">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day (UTC)</Table.Th>
            <Table.Th ta="right">Requests</Table.Th>
            <Table.Th ta="right">Refused</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {active.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Td>{formatDay(day.day)}</Table.Td>
              <Table.Td ta="right">{day.requests}</Table.Td>
              <Table.Td ta="right">{day.refusals}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
