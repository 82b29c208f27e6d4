import { Card, Stack, Text, Title } from '@mantine/core';
import { getFragmentData, type FragmentType } from '../../gql';
import { ReservationStayFieldsFragment } from './api/details';

export interface StayCardProps {
  reservation: FragmentType<typeof ReservationStayFieldsFragment>;
}

/**
 * Where the stay is, the house rules and the owner: what a student needs on arrival, on the pass
 * they can open offline. The owner's name shows contact details only once the stay is paid (API).
 */
export function StayCard({ reservation }: StayCardProps) {
  const r = getFragmentData(ReservationStayFieldsFragment, reservation);
  const paid = r.status === 'PAID' || r.status === 'COMPLETED';
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="stay-card-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="stay-card-title">
          Your stay
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            Address:
          </Text>{' '}
          {r.hostel.address}, {r.hostel.city}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Owner:
          </Text>{' '}
          {r.hostel.owner.displayName}
        </Text>
        {!paid && (
          <Text size="xs" c="dimmed">
            The owner’s contact details show here once you have paid.
          </Text>
        )}
        <Title order={3} fz="md" mt="xs">
          House rules
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {r.hostel.houseRules || 'The owner has not set any house rules.'}
        </Text>
      </Stack>
    </Card>
  );
}
