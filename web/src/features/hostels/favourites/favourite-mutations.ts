import type { ApolloClient, Reference } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { HostelsAddFavouriteMutation, HostelsRemoveFavouriteMutation } from '../api/favourites';

/**
 * Saves or removes a favourite (the heart's click once signed in, see use-favourite-toggle.ts),
 * optimistically in Apollo's cache too: the screens that read the hostel from it change at once, and
 * Apollo drops the optimistic layer when the server refuses. False (with a notice) when it failed.
 */
export async function saveFavourite(
  client: ApolloClient,
  hostelId: string,
  isFavourite: boolean,
): Promise<boolean> {
  try {
    if (isFavourite) {
      await client.mutate({
        mutation: HostelsRemoveFavouriteMutation,
        variables: { hostelId },
        optimisticResponse: { removeFavourite: true },
        update(cache) {
          const id = cache.identify({ __typename: 'Hostel', id: hostelId });
          cache.modify({ id, fields: { isFavourite: () => false } });
          cache.modify({
            fields: {
              myFavourites(existing, { readField }) {
                const list = existing as { edges: { node: Reference }[]; totalCount: number };
                const edges = list.edges.filter((edge) => readField('id', edge.node) !== hostelId);
                const removed = list.edges.length - edges.length;
                return { ...list, edges, totalCount: list.totalCount - removed };
              },
            },
          });
        },
      });
    } else {
      // The typename lets the cache merge the optimistic hostel into the cached one.
      const optimistic = { __typename: 'Hostel' as const, id: hostelId, isFavourite: true };
      await client.mutate({
        mutation: HostelsAddFavouriteMutation,
        variables: { hostelId },
        optimisticResponse: { addFavourite: optimistic },
        // The favourites list is ordered by the server: fetch it again next time it is shown.
        update(cache) {
          cache.evict({ fieldName: 'myFavourites' });
        },
      });
    }
    return true;
  } catch (error) {
    notifications.show({
      closeButtonProps: { 'aria-label': 'Close notification' },
      color: 'red',
      title: isFavourite ? 'Could not remove the favourite' : 'Could not save the favourite',
      message: summarizeServerError(error).message,
    });
    return false;
  }
}
