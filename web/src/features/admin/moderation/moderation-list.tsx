import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import type { HostelStatus } from '../../../gql/graphql';
import { ModerationHostelsQuery } from '../api/moderation';
import { ModerationCard } from './moderation-card';
import { appendPage, LoadMore } from '../../../components/load-more';

const PAGE_SIZE = 20;

export interface ModerationListProps {
  status: HostelStatus;
  search: string;
  /** After the count: "3 in review", "1 suspended". */
  countLabel: string;
  icon: ReactNode;
  /** The empty state without a search ("Nothing to review"). */
  emptyTitle: string;
  emptyText: string;
}

/** The listings of one status (and search), with the admin's decisions on each card. */
export function ModerationList({
  status,
  search,
  countLabel,
  icon,
  emptyTitle,
  emptyText,
}: ModerationListProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(ModerationHostelsQuery, {
    variables: { first: PAGE_SIZE, filter: { status, search: search || null } },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryState
      loading={loading}
      error={error}
      data={data?.moderationHostels}
      onRetry={() => void refetch()}
      isEmpty={(list) => list.edges.length === 0}
      empty={
        search ? (
          <EmptyState icon={icon} title="No listings match">
            Nothing {countLabel} matches “{search}”. Try part of the hostel name, its city, the owner’s email
            or the listing id.
          </EmptyState>
        ) : (
          <EmptyState icon={icon} title={emptyTitle}>
            {emptyText}
          </EmptyState>
        )
      }
    >
      {(list) => (
        <Stack gap="sm">
          <Text c="dimmed" size="sm" role="status">
            {list.totalCount} {countLabel}
          </Text>
          {list.edges.map(({ node }) => (
            // A decision moves the listing to another tab: the list is asked again.
            <ModerationCard key={node.id} hostel={node} onDecided={() => void refetch()} />
          ))}
          <LoadMore
            pageInfo={list.pageInfo}
            onLoad={(after) =>
              fetchMore({ variables: { after }, updateQuery: appendPage('moderationHostels') })
            }
          />
        </Stack>
      )}
    </QueryState>
  );
}
