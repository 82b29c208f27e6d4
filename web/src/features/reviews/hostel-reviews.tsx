import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadMore } from '../../components/load-more';
import { QueryState } from '../../components/query-state';
import type {
  ReviewSort,
  ReviewsHostelQueryQuery,
  ReviewsHostelQueryQueryVariables,
} from '../../gql/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { usePagedList, useRequest } from '../../lib/use-request';
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

type Reviews = NonNullable<ReviewsHostelQueryQuery['hostel']>['reviews'];

/** The reviews read with these variables, and the next pages of them ("More reviews"). */
function ReviewList({ first, variables }: { first: Reviews; variables: ReviewsHostelQueryQueryVariables }) {
  const signedIn = Boolean(useAuth().me?.user);
  const { edges, pageInfo, loadMore } = usePagedList(first, (after) =>
    graphqlRequest(ReviewsHostelQuery, { ...variables, after }).then((r) => r.hostel!.reviews),
  );
  return (
    <>
      {edges.length === 0 ? (
        <Text c="dimmed">No reviews of this room type yet.</Text>
      ) : (
        edges.map(({ node }) => (
          <ReviewCard
            key={node.id}
            review={node}
            actions={
              signedIn && !node.mine && <ReportButton reviewId={node.id} reported={node.reportedByMe} />
            }
          />
        ))
      )}
      <LoadMore label="More reviews" pageInfo={pageInfo} onLoad={loadMore} />
    </>
  );
}

/** The hostel page's reviews: the rating summary, then pages of reviews, sorted and filtered. */
export function HostelReviews({ hostelId }: { hostelId: string }) {
  const [sort, setSort] = useState<ReviewSort>('NEWEST');
  const [room, setRoom] = useState(ALL_ROOMS);
  // Read when the page shows the section (hostel-reviews-lazy.tsx), not by the page's route loader.
  const variables = { id: hostelId, sort, roomTypeId: room === ALL_ROOMS ? null : room, first: PAGE_SIZE };
  const { data, loading, error, refetch } = useRequest(ReviewsHostelQuery, variables);
  const hostel = data?.hostel;
  return (
    <Stack gap="md" component="section" aria-labelledby="hostel-reviews-title">
      <Title order={2} fz="lg" id="hostel-reviews-title">
        Guest reviews
      </Title>
      <QueryState loading={loading} error={error} data={hostel} onRetry={refetch}>
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
              <ReviewList first={h.reviews} variables={variables} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
