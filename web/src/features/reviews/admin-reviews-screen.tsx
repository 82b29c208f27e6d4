import { Badge, Button, Group, List, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch, IconStar } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { searchTextError } from '@hostel/common';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { ReasonModal } from '../../components/reason-modal';
import type { LoaderFunctionArgs } from 'react-router';
import type {
  ReviewStatus,
  ReviewsAdminQueryQuery,
  ReviewsAdminQueryQueryVariables,
} from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { graphqlRequest } from '../../lib/graphql-request';
import { oneOf, paramsOf, useRouteFilters } from '../../lib/route-filters';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { useMutationRequest, usePagedList } from '../../lib/use-request';
import { ReviewsAdminQuery, ReviewsHideMutation, ReviewsRestoreMutation } from './api';
import { ReviewCard } from './review-card';

const PAGE_SIZE = 20;
const ANY = 'any';
const STATUS_LABELS: Record<ReviewStatus, string> = { PUBLISHED: 'Published', HIDDEN: 'Hidden' };
const STATUSES = [
  { value: ANY, label: 'Any status' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

type Reviews = ReviewsAdminQueryQuery['adminReviews'];

/** The URL's filters: `status`, `reported=1`, `search` (a hostel's name or id). */
const variablesOf = (params: URLSearchParams): ReviewsAdminQueryQueryVariables => ({
  status: oneOf(STATUS_LABELS, params.get('status')),
  reportedOnly: params.get('reported') === '1',
  search: params.get('search') || null,
  first: PAGE_SIZE,
});

export const loader = screenLoader(ReviewsAdminQuery, (args: LoaderFunctionArgs) =>
  variablesOf(paramsOf(args)),
);

/** Hide or restore with a reason; the list is read again after (the route's loader). */
function ModerateButton({ id, hidden }: { id: string; hidden: boolean }) {
  const [opened, setOpened] = useState(false);
  const [hide] = useMutationRequest(ReviewsHideMutation);
  const [restore] = useMutationRequest(ReviewsRestoreMutation);
  return (
    <>
      <Button
        variant={hidden ? 'light' : 'default'}
        color={hidden ? undefined : 'red'}
        size="compact-sm"
        w="fit-content"
        onClick={() => setOpened(true)}
      >
        {hidden ? 'Restore' : 'Hide'}
      </Button>
      <ReasonModal
        title={hidden ? 'Restore this review' : 'Hide this review'}
        confirmLabel={hidden ? 'Restore review' : 'Hide review'}
        reasonLabel="Reason (recorded, and the author is told)"
        opened={opened}
        onClose={() => setOpened(false)}
        onConfirm={async (reason) => {
          try {
            await (hidden ? restore : hide)({ id, reason });
            return null;
          } catch (error) {
            return summarizeServerError(error).message;
          }
        }}
      />
    </>
  );
}

/** The reviews found, and the next pages on "Load more". */
function ReviewList({ list, variables }: { list: Reviews; variables: ReviewsAdminQueryQueryVariables }) {
  const { edges, pageInfo, loadMore } = usePagedList(list, (after) =>
    graphqlRequest(ReviewsAdminQuery, { ...variables, after }).then((r) => r.adminReviews),
  );
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm" role="status">
        {list.totalCount} {list.totalCount === 1 ? 'review' : 'reviews'}
      </Text>
      {edges.map(({ node }) => (
        <ReviewCard
          key={node.id}
          review={node}
          heading={
            <Group gap="xs">
              <Text fw={600}>{node.hostel?.name ?? 'A hostel no longer listed'}</Text>
              {node.status === 'HIDDEN' && <Badge color="gray">Hidden</Badge>}
              {(node.reportCount ?? 0) > 0 && (
                <Badge color="red">
                  {node.reportCount} {node.reportCount === 1 ? 'report' : 'reports'}
                </Badge>
              )}
            </Group>
          }
          actions={
            <Stack gap="xs">
              {node.hiddenReason && (
                <Text size="sm" c="dimmed">
                  Hidden: {node.hiddenReason}
                </Text>
              )}
              {node.reportReasons && node.reportReasons.length > 0 && (
                <List size="sm">
                  {node.reportReasons.map((reason, i) => (
                    <List.Item key={i}>Reported: {reason}</List.Item>
                  ))}
                </List>
              )}
              <ModerateButton id={node.id} hidden={node.status === 'HIDDEN'} />
            </Stack>
          }
        />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** `/admin/reviews`: every review, reported ones first; hide or restore with a reason. */
export function AdminReviewsScreen() {
  const { params, set, reading } = useRouteFilters();
  const variables = variablesOf(params);
  const [searchError, setSearchError] = useState<string | null>(null);
  const { data, loading, error, retry } = useScreenData<ReviewsAdminQueryQuery>();
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    const problem = searchTextError(text);
    setSearchError(problem);
    if (!problem) set({ search: text });
  };
  return (
    <PageFrame
      title="Reviews"
      description="Reported reviews come first. Hide those that break the rules, or restore them."
    >
      <Stack>
        <Group align="flex-end" gap="md">
          <form onSubmit={submitSearch} role="search" style={{ flex: '1 1 240px' }}>
            <TextInput
              name="search"
              label="Search by hostel"
              placeholder="Hostel name or id"
              defaultValue={variables.search ?? ''}
              leftSection={<IconSearch size={16} aria-hidden />}
              error={searchError}
            />
          </form>
          <Select
            label="Status"
            data={STATUSES}
            value={variables.status ?? ANY}
            allowDeselect={false}
            onChange={(value) => set({ status: value === ANY ? null : value })}
            w={{ base: '100%', xs: 180 }}
          />
          <Switch
            label="Reported only"
            checked={variables.reportedOnly === true}
            onChange={(e) => set({ reported: e.currentTarget.checked ? '1' : null })}
          />
        </Group>
        <QueryState
          loading={loading}
          error={error}
          data={data?.adminReviews}
          onRetry={retry}
          isEmpty={(list) => list.edges.length === 0}
          empty={
            <EmptyState icon={<IconStar size={28} />} title="No reviews match">
              Reviews written by students after their stay appear here.
            </EmptyState>
          }
        >
          {(list) => (
            <div aria-busy={reading} style={{ opacity: reading ? 0.6 : 1 }}>
              <ReviewList list={list} variables={variables} />
            </div>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
