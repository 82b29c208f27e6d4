import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { HostelsAddFavouriteMutation, HostelsRemoveFavouriteMutation } from '../api/favourites';
import { useAuth } from '../../auth/public';
import { rememberFavouriteIntent } from './favourite-intent';

/**
 * Toggles a favourite optimistically: the heart changes at once, and Apollo drops the optimistic
 * layer (undoing the change) when the server refuses. Signed-out visitors are sent to sign in first,
 * and the favourite is saved once they are in (finishFavouriteAfterSignIn, in the student layout).
 */
export function useFavouriteToggle() {
  const { status, me } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [add] = useMutation(HostelsAddFavouriteMutation);
  const [remove] = useMutation(HostelsRemoveFavouriteMutation);
  const signedIn = status === 'signedIn' && Boolean(me?.user);

  return async (hostelId: string, isFavourite: boolean, hostelName: string) => {
    if (!signedIn) {
      const returnTo = `${location.pathname}${location.search}`;
      rememberFavouriteIntent(hostelId, hostelName, returnTo);
      navigate(paths.signUp(returnTo));
      return;
    }
    try {
      if (isFavourite) {
        await remove({
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
        await add({
          variables: { hostelId },
          optimisticResponse: { addFavourite: optimistic },
          // The favourites list is ordered by the server: fetch it again next time it is shown.
          update(cache) {
            cache.evict({ fieldName: 'myFavourites' });
          },
        });
      }
    } catch (error) {
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'red',
        title: isFavourite ? 'Could not remove the favourite' : 'Could not save the favourite',
        message: summarizeServerError(error).message,
      });
    }
  };
}
