import { SimpleGrid, Stack } from '@mantine/core';
import type { HostelsSearchQueryQuery } from '../../../gql/graphql';
import { HostelCard } from './hostel-card';
import { paths, type StayQuery } from '../../../config/paths';
import { LoadMore } from '../../../components/load-more';

export interface ResultListProps {
  hostels: HostelsSearchQueryQuery['hostels'];
  stay: StayQuery;
  /** The university searched near: its hostel pages give the walk to it. */
  universityId?: string;
  onLoadMore: (after: string) => Promise<unknown>;
}

/** The found hostels as cards, and "Load more". */
export function ResultList({ hostels, stay, universityId, onLoadMore }: ResultListProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {hostels.edges.map((edge, position) => (
          <HostelCard
            key={edge.node.id}
            hostel={edge.node}
            to={paths.hostel(edge.node.slug, stay, universityId)}
            position={position}
          />
        ))}
      </SimpleGrid>
      <LoadMore pageInfo={hostels.pageInfo} label="Load more hostels" onLoad={onLoadMore} />
    </Stack>
  );
}
