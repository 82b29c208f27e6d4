import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import type { HostelsFavouritesQueryQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-request';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { usePagedList } from '../../../lib/use-request';
import { HostelsFavouritesQuery } from '../api/favourites';
import { HostelCard } from '../search/hostel-card';
import { LoadMore } from '../../../components/load-more';
import { FAVOURITES_CHANGED } from './favourite-mutations';

const PAGE_SIZE = 24;

/** The route's loader: the first page of the student's favourites. */
export const loader = screenLoader(HostelsFavouritesQuery, () => ({ first: PAGE_SIZE }));

function FavouriteList({ first }: { first: HostelsFavouritesQueryQuery['myFavourites'] }) {
  const { edges, pageInfo, loadMore } = usePagedList(first, (after) =>
    graphqlRequest(HostelsFavouritesQuery, { first: PAGE_SIZE, after }).then((r) => r.myFavourites),
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {edges.map((edge, position) => (
          <HostelCard
            key={edge.node.id}
            hostel={edge.node}
            to={paths.hostel(edge.node.slug)}
            position={position}
          />
        ))}
      </SimpleGrid>
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** `/students/favourite`: the hostels the student saved, latest first. */
export function FavouritesScreen() {
  const { data, loading, error, retry } = useScreenData<HostelsFavouritesQueryQuery>();
  const { revalidate } = useRevalidator();
  // A heart turned off here takes its hostel off the list.
  useEffect(() => {
    const reread = () => void revalidate();
    window.addEventListener(FAVOURITES_CHANGED, reread);
    return () => window.removeEventListener(FAVOURITES_CHANGED, reread);
  }, [revalidate]);
  return (
    <PageFrame title="Favourites" description="Hostels you saved to compare later.">
      <QueryState
        loading={loading}
        error={error}
        data={data?.myFavourites}
        onRetry={retry}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <EmptyState
            icon={<IconHeart size={28} />}
            title="No favourites yet"
            action={
              <Button component={Link} to={paths.student.home()} leftSection={<IconSearch size={18} />}>
                Search hostels
              </Button>
            }
          >
            Tap the heart on a hostel to keep it here.
          </EmptyState>
        }
      >
        {(list) => <FavouriteList first={list} />}
      </QueryState>
    </PageFrame>
  );
}
