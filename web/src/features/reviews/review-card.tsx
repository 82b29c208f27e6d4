import { Badge, Card, Group, Rating, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDate, formatMonth } from '../../lib/dates';
import { ReviewFieldsFragment } from './api';

export interface ReviewCardProps {
  review: FragmentType<typeof ReviewFieldsFragment>;
  /** Above the review: the hostel's name on lists that span hostels. */
  heading?: ReactNode;
  /** Under the reply: the viewer's actions (reply, report, hide). */
  actions?: ReactNode;
}

/** One review as everybody sees it: stars, who stayed when, the comment and the owner's reply. */
export function ReviewCard({ review: source, heading, actions }: ReviewCardProps) {
  const review = getFragmentData(ReviewFieldsFragment, source);
  const who = [review.authorFirstName, review.authorUniversity].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="lg" component="article" aria-label={`Review by ${review.authorFirstName}`}>
      <Stack gap="xs">
        {heading}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div role="img" aria-label={`${review.overall} of 5 stars`}>
            <Rating value={review.overall} readOnly aria-hidden />
          </div>
          <Badge
            variant="light"
            color="teal"
            leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
          >
            Verified stay
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {who} · stayed {formatMonth(review.stayMonth, 'long')} · {review.roomTypeName}
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }}>{review.comment}</Text>
        <Text size="xs" c="dimmed">
          Posted {formatDate(review.createdAt)}
          {review.editedAt ? ' · edited' : ''}
        </Text>
        {review.ownerReply && (
          <Card bg="var(--mantine-color-default-hover)" radius="md" p="sm">
            <Text size="sm" fw={600}>
              Reply from the owner
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.ownerReply}
            </Text>
          </Card>
        )}
        {actions}
      </Stack>
    </Card>
  );
}
