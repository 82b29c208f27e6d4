import { useQuery } from '@apollo/client/react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { HostelsFavouritesQuery } from '../api/favourites';
import { HostelCard } from '../search/hostel-card';
import { appendPage, LoadMore } from '../../../components/load-more';

const PAGE_SIZE = 24;

/** `/students/favourite`: the hostels the student saved, latest first. */
export function FavouritesScreen() {
  const { data, loading, error, refetch, fetchMore } = useQuery(HostelsFavouritesQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <PageFrame title="Favourites" description="Hostels you saved to compare later.">
      <QueryState
        loading={loading}
        error={error}
        data={data?.myFavourites}
        onRetry={() => void refetch()}
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
        {(list) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {list.edges.map((edge, position) => (
                <HostelCard
                  key={edge.node.id}
                  hostel={edge.node}
                  to={paths.hostel(edge.node.slug)}
                  position={position}
                />
              ))}
            </SimpleGrid>
            <LoadMore
              pageInfo={list.pageInfo}
              onLoad={(after) => fetchMore({ variables: { after }, updateQuery: appendPage('myFavourites') })}
            />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
