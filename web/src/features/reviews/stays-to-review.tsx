import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDay } from '../../lib/dates';
import { useRequest } from '../../lib/use-request';
import { getFragmentData, type FragmentType } from '../../gql';
import { ReviewFieldsFragment, ReviewsToWriteQuery } from './api';
import { ReviewCard } from './review-card';
import { ReviewFormModal } from './review-form-modal';
import { ReviewSaved } from './review-saved';

type Review = FragmentType<typeof ReviewFieldsFragment>;

/** The student's completed stays still waiting for a review; nothing when there are none. */
export function StaysToReview() {
  const { data, refetch } = useRequest(ReviewsToWriteQuery, {});
  const [writing, setWriting] = useState<{ id: string; hostelName: string } | null>(null);
  // Reviews posted from here: the stay leaves the list, so its review and a thank-you take its place.
  const [posted, setPosted] = useState<{ reservationId: string; hostelName: string; review: Review }[]>([]);
  // At once, not when the list is read again: a posted stay never offers a second review.
  const stays = (data?.reservationsToReview ?? []).filter(
    (stay) => !posted.some((entry) => entry.reservationId === stay.id),
  );
  if (stays.length === 0 && posted.length === 0) return null;
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="to-review-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="to-review-title">
          Stays to review
        </Title>
        {posted.map(({ hostelName, review }) => (
          <Stack key={hostelName + getFragmentData(ReviewFieldsFragment, review).id} gap="xs">
            <ReviewSaved hostelName={hostelName} />
            <ReviewCard review={review} />
          </Stack>
        ))}
        {stays.map((stay) => (
          <Group key={stay.id} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{stay.hostel.name}</Text>
              <Text size="sm" c="dimmed">
                {stay.roomTypeName} · left {formatDay(stay.checkOut)}
                {stay.reviewLastDay ? ` · review by ${formatDay(stay.reviewLastDay)}` : ''}
              </Text>
            </div>
            <Button
              variant="light"
              leftSection={<IconStar size={16} aria-hidden />}
              onClick={() => setWriting({ id: stay.id, hostelName: stay.hostel.name })}
              aria-label={`Write a review of ${stay.hostel.name}`}
            >
              Write a review
            </Button>
          </Group>
        ))}
      </Stack>
      {writing && (
        <ReviewFormModal
          hostelName={writing.hostelName}
          reservationId={writing.id}
          onClose={() => setWriting(null)}
          onSaved={(review) => {
            setPosted((list) => [
              ...list,
              { reservationId: writing.id, hostelName: writing.hostelName, review },
            ]);
            setWriting(null);
            refetch();
          }}
        />
      )}
    </Card>
  );
}
