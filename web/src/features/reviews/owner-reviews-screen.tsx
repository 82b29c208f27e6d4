import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import type { ReviewsOwnerQueryQuery } from '../../gql/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { usePagedList } from '../../lib/use-request';
import { ReviewsOwnerQuery } from './api';
import { ReplyForm } from './reply-form';
import { ReviewCard } from './review-card';

const PAGE_SIZE = 20;
const ALL = 'all';

/** The filters in the URL (`?hostel=&unreplied=1`), so a filtered list can be shared and reloaded. */
const filtersOf = (params: URLSearchParams) => ({
  hostelId: params.get('hostel'),
  unrepliedOnly: params.get('unreplied') === '1',
});

export const loader = screenLoader(ReviewsOwnerQuery, ({ request }: LoaderFunctionArgs) => ({
  ...filtersOf(new URL(request.url).searchParams),
  first: PAGE_SIZE,
}));

type Reviews = ReviewsOwnerQueryQuery['ownerReviews'];

/** The owner's reviews of all their hostels (or one), to reply to. */
export function OwnerReviewsScreen() {
  const [params, setParams] = useSearchParams();
  const { hostelId, unrepliedOnly } = filtersOf(params);
  const { data, loading, error, retry } = useScreenData<ReviewsOwnerQueryQuery>();
  // Other filters on their way: the list shown stays, dimmed, until it comes.
  const pending = useNavigation().state === 'loading';
  const filter = (name: 'hostel' | 'unreplied', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const hostels = data?.myHostels.edges.map(({ node }) => ({
    value: node.id,
    label: node.name || 'Unnamed hostel',
  }));
  return (
    <PageFrame
      title="Reviews"
      description="What guests wrote after their stay. Reply once to each; you can edit your reply."
    >
      <Stack>
        <Group align="flex-end" gap="md">
          <Select
            label="Hostel"
            data={[{ value: ALL, label: 'All my hostels' }, ...(hostels ?? [])]}
            value={hostelId ?? ALL}
            allowDeselect={false}
            onChange={(value) => value && filter('hostel', value === ALL ? null : value)}
            w={{ base: '100%', xs: 260 }}
          />
          <Switch
            label="Only reviews without a reply"
            checked={unrepliedOnly}
            onChange={(e) => filter('unreplied', e.currentTarget.checked ? '1' : null)}
          />
        </Group>
        <QueryState
          loading={loading}
          error={error}
          data={data?.ownerReviews}
          onRetry={retry}
          isEmpty={(reviews) => reviews.edges.length === 0}
          empty={
            <EmptyState icon={<IconStar size={28} />} title="No reviews here">
              Students can review a stay once it is completed; their reviews appear here.
            </EmptyState>
          }
        >
          {(reviews) => (
            <ReviewList first={reviews} hostelId={hostelId} unrepliedOnly={unrepliedOnly} pending={pending} />
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}

interface ReviewListProps {
  first: Reviews;
  hostelId: string | null;
  unrepliedOnly: boolean;
  pending: boolean;
}

function ReviewList({ first, hostelId, unrepliedOnly, pending }: ReviewListProps) {
  const reviews = usePagedList(first, (after) =>
    graphqlRequest(ReviewsOwnerQuery, { hostelId, unrepliedOnly, first: PAGE_SIZE, after }).then(
      (page) => page.ownerReviews,
    ),
  );
  return (
    <Stack aria-busy={pending} opacity={pending ? 0.6 : 1}>
      <Text size="sm" c="dimmed">
        {first.totalCount} {first.totalCount === 1 ? 'review' : 'reviews'}
      </Text>
      {reviews.edges.map(({ node }) => (
        <ReviewCard
          key={node.id}
          review={node}
          heading={<Text fw={600}>{node.hostel?.name ?? 'A hostel no longer listed'}</Text>}
          actions={node.canReply && <ReplyForm reviewId={node.id} current={node.ownerReply} />}
        />
      ))}
      <LoadMore pageInfo={reviews.pageInfo} onLoad={reviews.loadMore} />
    </Stack>
  );
}
