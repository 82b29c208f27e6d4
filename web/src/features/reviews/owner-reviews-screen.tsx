import { useQuery } from '@apollo/client/react';
import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { appendPage, LoadMore } from '../../components/load-more';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { ReviewsOwnerQuery } from './api';
import { ReplyForm } from './reply-form';
import { ReviewCard } from './review-card';

const PAGE_SIZE = 20;
const ALL = 'all';

/** The owner's reviews of all their hostels (or one), to reply to. */
export function OwnerReviewsScreen() {
  const [hostel, setHostel] = useState(ALL);
  const [unrepliedOnly, setUnrepliedOnly] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(ReviewsOwnerQuery, {
    variables: { hostelId: hostel === ALL ? null : hostel, unrepliedOnly, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
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
            value={hostel}
            allowDeselect={false}
            onChange={(value) => value && setHostel(value)}
            w={{ base: '100%', xs: 260 }}
          />
          <Switch
            label="Only reviews without a reply"
            checked={unrepliedOnly}
            onChange={(e) => setUnrepliedOnly(e.currentTarget.checked)}
          />
        </Group>
        <QueryState
          loading={loading}
          error={error}
          data={data?.ownerReviews}
          onRetry={() => void refetch()}
          isEmpty={(reviews) => reviews.edges.length === 0}
          empty={
            <EmptyState icon={<IconStar size={28} />} title="No reviews here">
              Students can review a stay once it is completed; their reviews appear here.
            </EmptyState>
          }
        >
          {(reviews) => (
            <Stack>
              <Text size="sm" c="dimmed">
                {reviews.totalCount} {reviews.totalCount === 1 ? 'review' : 'reviews'}
              </Text>
              {reviews.edges.map(({ node }) => (
                <ReviewCard
                  key={node.id}
                  review={node}
                  heading={<Text fw={600}>{node.hostel?.name ?? 'A hostel no longer listed'}</Text>}
                  actions={node.canReply && <ReplyForm reviewId={node.id} current={node.ownerReply} />}
                />
              ))}
              <LoadMore
                pageInfo={reviews.pageInfo}
                onLoad={(after) =>
                  fetchMore({ variables: { after }, updateQuery: appendPage('ownerReviews') })
                }
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
