import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDay } from '../../lib/dates';
import { useRequest } from '../../lib/use-request';
import { ReviewsReservationQuery } from './api';
import { ReviewCard } from './review-card';
import { ReviewFormModal } from './review-form-modal';
import { ReviewSaved } from './review-saved';

/** On a completed reservation: "Write a review" while the student can, then their review (editable for 48 h). */
export function ReservationReview({ reservationId }: { reservationId: string }) {
  const { data, refetch } = useRequest(ReviewsReservationQuery, { id: reservationId });
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<'posted' | 'edited' | null>(null);
  const r = data?.reservation;
  if (!r || (!r.canReview && !r.review)) return null;
  const onSaved = () => {
    setSaved(r.review ? 'edited' : 'posted');
    setOpen(false);
    refetch();
  };
  return (
    <Card withBorder radius="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Your review
        </Title>
        {saved && <ReviewSaved edited={saved === 'edited'} />}
        {r.review ? (
          <ReviewCard
            review={r.review}
            actions={
              r.review.canEdit && (
                <Group>
                  <Button variant="default" size="compact-sm" onClick={() => setOpen(true)}>
                    Edit review
                  </Button>
                </Group>
              )
            }
          />
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              How was your stay? You can review it until{' '}
              {r.reviewLastDay ? formatDay(r.reviewLastDay) : 'soon'}.
            </Text>
            <Button leftSection={<IconStar size={16} aria-hidden />} onClick={() => setOpen(true)}>
              Write a review
            </Button>
          </Group>
        )}
      </Stack>
      {open && (
        <ReviewFormModal
          hostelName={r.hostel.name}
          reservationId={r.id}
          review={r.review ?? undefined}
          onClose={() => setOpen(false)}
          onSaved={onSaved}
        />
      )}
    </Card>
  );
}
