import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { REVIEW_RATING_LABELS, type ReviewRating } from '@hostel/common';

type SubRating = Exclude<ReviewRating, 'overall'>;
const SUB_RATINGS: SubRating[] = ['cleanliness', 'location', 'value', 'security', 'staff'];

export interface RatingSummaryProps {
  summary: { average: number; count: number; distribution: { stars: number; count: number }[] } & Record<
    SubRating,
    number
  >;
}

/** The overall average, how many reviews gave each number of stars, and the sub-rating averages. */
export function RatingSummary({ summary }: RatingSummaryProps) {
  const { average, count, distribution } = summary;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Stack gap="xs">
        <Group gap="xs" align="baseline">
          <Text fz={36} fw={700} lh={1}>
            {average.toFixed(1)}
          </Text>
          <IconStarFilled size={20} aria-hidden color="var(--mantine-color-yellow-6)" />
          <Text c="dimmed" size="sm">
            {count} {count === 1 ? 'review' : 'reviews'}
          </Text>
        </Group>
        <Stack gap={4} aria-label="Reviews by stars">
          {distribution.map(({ stars, count: n }) => (
            <Group key={stars} gap="xs" wrap="nowrap">
              <Text size="sm" w={56}>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </Text>
              <Progress
                flex={1}
                value={count ? (n / count) * 100 : 0}
                color="yellow"
                aria-label={`${stars} stars: ${n} of ${count}`}
              />
              <Text size="sm" w={28} ta="right">
                {n}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
      <Stack gap={6}>
        {SUB_RATINGS.map((rating) => (
          <Group key={rating} gap="xs" wrap="nowrap">
            <Text size="sm" w={96}>
              {REVIEW_RATING_LABELS[rating]}
            </Text>
            <Progress
              flex={1}
              value={(summary[rating] / 5) * 100}
              aria-label={`${REVIEW_RATING_LABELS[rating]}: ${summary[rating].toFixed(1)} of 5`}
            />
            <Text size="sm" w={28} ta="right">
              {summary[rating].toFixed(1)}
            </Text>
          </Group>
        ))}
      </Stack>
    </SimpleGrid>
  );
}
