import { useQuery } from '@apollo/client/react';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { appendPage, LoadMore } from '../../components/load-more';
import { QueryState } from '../../components/query-state';
import type { ReviewSort } from '../../gql/graphql';
import { useAuth } from '../auth/public';
import { ReviewsHostelQuery } from './api';
import { RatingSummary } from './rating-summary';
import { ReportButton } from './report-button';
import { ReviewCard } from './review-card';

const PAGE_SIZE = 5;
const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'HIGHEST', label: 'Highest rated' },
  { value: 'LOWEST', label: 'Lowest rated' },
];
const ALL_ROOMS = 'all';

/** The hostel page's reviews: the rating summary, then pages of reviews, sorted and filtered. */
export function HostelReviews({ hostelId }: { hostelId: string }) {
  const [sort, setSort] = useState<ReviewSort>('NEWEST');
  const [room, setRoom] = useState(ALL_ROOMS);
  const signedIn = Boolean(useAuth().me?.user);
  const { data, loading, error, refetch, fetchMore } = useQuery(ReviewsHostelQuery, {
    variables: { id: hostelId, sort, roomTypeId: room === ALL_ROOMS ? null : room, first: PAGE_SIZE },
  });
  const hostel = data?.hostel;
  return (
    <Stack gap="md" component="section" aria-labelledby="hostel-reviews-title">
      <Title order={2} fz="lg" id="hostel-reviews-title">
        Guest reviews
      </Title>
      <QueryState loading={loading} error={error} data={hostel} onRetry={() => void refetch()}>
        {(h) =>
          h.ratingSummary.count === 0 ? (
            <Text c="dimmed">No reviews yet. Guests can review the hostel after their stay.</Text>
          ) : (
            <Stack gap="md">
              <RatingSummary summary={h.ratingSummary} />
              <Group gap="sm" align="flex-end">
                <Select
                  label="Sort reviews"
                  data={SORTS}
                  value={sort}
                  allowDeselect={false}
                  onChange={(value) => value && setSort(value as ReviewSort)}
                  w={{ base: '100%', xs: 200 }}
                />
                <Select
                  label="Room type"
                  data={[
                    { value: ALL_ROOMS, label: 'All rooms' },
                    ...h.roomTypes.map((r) => ({ value: r.id, label: r.name })),
                  ]}
                  value={room}
                  allowDeselect={false}
                  onChange={(value) => value && setRoom(value)}
                  w={{ base: '100%', xs: 200 }}
                />
              </Group>
              {h.reviews.edges.length === 0 ? (
                <Text c="dimmed">No reviews of this room type yet.</Text>
              ) : (
                h.reviews.edges.map(({ node }) => (
                  <ReviewCard
                    key={node.id}
                    review={node}
                    actions={
                      signedIn &&
                      !node.mine && <ReportButton reviewId={node.id} reported={node.reportedByMe} />
                    }
                  />
                ))
              )}
              <LoadMore
                label="More reviews"
                pageInfo={h.reviews.pageInfo}
                onLoad={(after) =>
                  fetchMore({
                    variables: { after },
                    updateQuery: (previous, { fetchMoreResult }) => ({
                      hostel: appendPage('reviews')(previous.hostel!, {
                        fetchMoreResult: fetchMoreResult.hostel!,
                      }),
                    }),
                  })
                }
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
