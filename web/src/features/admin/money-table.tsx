// The overview's money by month as a table: a chunk of its own because Mantine's Table brings its
// scroll container (ScrollArea and floating-ui) along, which nothing else on /admin's first screen needs.
import { Table, Text } from '@mantine/core';
import { formatMoney } from '@hostel/common';
import type { MoneyMonth } from './money-chart';

export default function MoneyTable({ months }: { months: MoneyMonth[] }) {
  if (months.length === 0) return <Text size="sm">No payments in the last 12 months.</Text>;
  return (
    <Table striped fz={{ base: 'xs', sm: 'sm' }} aria-label="Money by month">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Month</Table.Th>
          <Table.Th ta="right">Gross bookings</Table.Th>
          <Table.Th ta="right">Platform fees</Table.Th>
          <Table.Th ta="right">Refunds</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {months.map((row) => (
          <Table.Tr key={`${row.month}-${row.currency}`}>
            <Table.Td>
              {row.month} ({row.currency})
            </Table.Td>
            <Table.Td ta="right">{formatMoney(row.gross, row.currency)}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.platformFees, row.currency)}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.refunds, row.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
