import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@hostel/common';
import { getFragmentData, type FragmentType } from '../../gql';
import { ReservationPriceFieldsFragment } from './api/reservations';
import { periodLabel, bedsLabel } from '../../lib/format';

export interface PriceBreakdownProps {
  price: FragmentType<typeof ReservationPriceFieldsFragment>;
  beds: number;
}

export function PriceBreakdown({ price, beds }: PriceBreakdownProps) {
  const p = getFragmentData(ReservationPriceFieldsFragment, price);
  const money = (amount: number) => formatMoney(amount, p.currency);
  const unit = periodLabel(p.pricePeriod);
  return (
    <Stack gap={6} aria-label="Price breakdown" role="group">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          {money(p.pricePerBed)} / {unit} × {p.units} {p.units === 1 ? unit : `${unit}s`} × {bedsLabel(beds)}
        </Text>
        <Text size="sm">{money(p.subtotal)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">Platform fee</Text>
        <Text size="sm">{money(p.platformFee)}</Text>
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{money(p.total)}</Text>
      </Group>
    </Stack>
  );
}
