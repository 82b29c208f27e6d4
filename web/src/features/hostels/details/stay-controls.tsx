import { Card, NumberInput, SimpleGrid, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import type { StayQuery } from '../../../config/paths';
import { validateSearch } from '../search/search-validation';
import { emptySearch } from '../search/search-params';
import { DayInput } from '../../../components/day-input';

export interface StayControlsProps {
  stay: Required<Pick<StayQuery, 'checkIn' | 'checkOut'>> & { beds: number };
  onChange: (stay: { checkIn: string; checkOut: string; beds: number }) => void;
  /** Set once the student tried to reserve without dates: an empty date is then an error. */
  datesRequired?: boolean;
  checkInRef?: Ref<HTMLInputElement>;
}

/** Dates and beds of the details page; they live in the URL and drive the live availability. */
export function StayControls({ stay, onChange, datesRequired, checkInRef }: StayControlsProps) {
  const errors = validateSearch({ ...emptySearch, checkIn: stay.checkIn, checkOut: stay.checkOut });
  if (datesRequired && !stay.checkIn) errors.checkIn = 'Choose a check-in date to reserve.';
  if (datesRequired && !stay.checkOut) errors.checkOut = 'Choose a check-out date to reserve.';
  return (
    <Card withBorder radius="lg" component="section" aria-label="Your stay">
      <Title order={2} fz="lg" mb="xs">
        Your stay
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DayInput
          ref={checkInRef}
          label="Check-in"
          value={stay.checkIn}
          error={errors.checkIn}
          onChange={(checkIn) => onChange({ ...stay, checkIn })}
        />
        <DayInput
          label="Check-out"
          value={stay.checkOut}
          min={stay.checkIn}
          error={errors.checkOut}
          onChange={(checkOut) => onChange({ ...stay, checkOut })}
        />
        <NumberInput
          label="Beds"
          min={1}
          max={50}
          allowDecimal={false}
          value={stay.beds}
          onChange={(next) => onChange({ ...stay, beds: typeof next === 'number' && next >= 1 ? next : 1 })}
        />
      </SimpleGrid>
      {!stay.checkIn || !stay.checkOut ? (
        <Text size="sm" c="dimmed" mt="xs">
          Choose your dates to see how many beds are free in each room type.
        </Text>
      ) : null}
    </Card>
  );
}
