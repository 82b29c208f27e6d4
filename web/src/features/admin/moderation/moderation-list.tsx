import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import type { ModerationHostelsQueryQuery, ModerationHostelsQueryQueryVariables } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-request';
import { usePagedList } from '../../../lib/use-request';
import { ModerationHostelsQuery } from '../api/moderation';
import { ModerationCard } from './moderation-card';

type Listings = ModerationHostelsQueryQuery['moderationHostels'];

export interface ModerationListProps {
  /** The first page the route's loader read, or why it could not. */
  list: Listings | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** What the first page was read with: the next pages are read the same way. */
  variables: ModerationHostelsQueryQueryVariables;
  /** After the count: "3 in review", "1 suspended". */
  countLabel: string;
  icon: ReactNode;
  /** The empty state without a search ("Nothing to review"). */
  emptyTitle: string;
  emptyText: string;
}

function Cards({
  list,
  variables,
  countLabel,
}: { list: Listings } & Pick<ModerationListProps, 'variables' | 'countLabel'>) {
  const { edges, pageInfo, loadMore } = usePagedList(list, (after) =>
    graphqlRequest(ModerationHostelsQuery, { ...variables, after }).then((r) => r.moderationHostels),
  );
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm" role="status">
        {list.totalCount} {countLabel}
      </Text>
      {edges.map(({ node }) => (
        <ModerationCard key={node.id} hostel={node} />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** The listings of one status (and search), with the admin's decisions on each card. */
export function ModerationList({
  list,
  loading,
  error,
  onRetry,
  variables,
  countLabel,
  icon,
  emptyTitle,
  emptyText,
}: ModerationListProps) {
  const search = variables.filter?.search;
  return (
    <QueryState
      loading={loading}
      error={error}
      data={list}
      onRetry={onRetry}
      isEmpty={(found) => found.edges.length === 0}
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
      {(found) => <Cards list={found} variables={variables} countLabel={countLabel} />}
    </QueryState>
  );
}
