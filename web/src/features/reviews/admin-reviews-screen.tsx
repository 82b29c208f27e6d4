import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, List, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch, IconStar } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { searchTextError } from '@hostel/common';
import { EmptyState } from '../../components/empty-state';
import { appendPage, LoadMore } from '../../components/load-more';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { ReasonModal } from '../../components/reason-modal';
import type { ReviewStatus } from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { ReviewsAdminQuery, ReviewsHideMutation, ReviewsRestoreMutation } from './api';
import { ReviewCard } from './review-card';

const PAGE_SIZE = 20;
const ANY = 'any';
const STATUSES = [
  { value: ANY, label: 'Any status' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'HIDDEN', label: 'Hidden' },
];

function ModerateButton({ id, hidden, onDone }: { id: string; hidden: boolean; onDone: () => void }) {
  const [opened, setOpened] = useState(false);
  const [hide] = useMutation(ReviewsHideMutation);
  const [restore] = useMutation(ReviewsRestoreMutation);
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
            await (hidden ? restore : hide)({ variables: { id, reason } });
            onDone();
            return null;
          } catch (error) {
            return summarizeServerError(error).message;
          }
        }}
      />
    </>
  );
}

/** `/admin/reviews`: every review, reported ones first; hide or restore with a reason. */
export function AdminReviewsScreen() {
  const [status, setStatus] = useState(ANY);
  const [reportedOnly, setReportedOnly] = useState(false);
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const { data, loading, error, refetch, fetchMore } = useQuery(ReviewsAdminQuery, {
    variables: {
      status: status === ANY ? null : (status as ReviewStatus),
      reportedOnly,
      search: search || null,
      first: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    const problem = searchTextError(text);
    setSearchError(problem);
    if (!problem) setSearch(text);
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
              leftSection={<IconSearch size={16} aria-hidden />}
              error={searchError}
            />
          </form>
          <Select
            label="Status"
            data={STATUSES}
            value={status}
            allowDeselect={false}
            onChange={(value) => value && setStatus(value)}
            w={{ base: '100%', xs: 180 }}
          />
          <Switch
            label="Reported only"
            checked={reportedOnly}
            onChange={(e) => setReportedOnly(e.currentTarget.checked)}
          />
        </Group>
        <QueryState
          loading={loading}
          error={error}
          data={data?.adminReviews}
          onRetry={() => void refetch()}
          isEmpty={(list) => list.edges.length === 0}
          empty={
            <EmptyState icon={<IconStar size={28} />} title="No reviews match">
              Reviews written by students after their stay appear here.
            </EmptyState>
          }
        >
          {(list) => (
            <Stack gap="sm">
              <Text c="dimmed" size="sm" role="status">
                {list.totalCount} {list.totalCount === 1 ? 'review' : 'reviews'}
              </Text>
              {list.edges.map(({ node }) => (
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
                      <ModerateButton
                        id={node.id}
                        hidden={node.status === 'HIDDEN'}
                        onDone={() => void refetch()}
                      />
                    </Stack>
                  }
                />
              ))}
              <LoadMore
                pageInfo={list.pageInfo}
                onLoad={(after) =>
                  fetchMore({ variables: { after }, updateQuery: appendPage('adminReviews') })
                }
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
