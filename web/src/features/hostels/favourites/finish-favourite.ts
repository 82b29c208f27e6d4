import { notifications } from '@mantine/notifications';
import { loadApolloClient } from '../../../lib/apollo-loader';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { takeSignInIntent } from '../../../lib/sign-in-intent';
import { HostelsAddFavouriteMutation } from '../api/favourites';
import { FAVOURITE_INTENT } from './favourite-intent';

/**
 * In the student area: saves the favourite a visitor asked for before signing in, once.
 * `revalidate` asks the route loaders again (the search's hearts do not come from Apollo's cache).
 */
export async function finishFavouriteAfterSignIn(revalidate: () => Promise<void>): Promise<void> {
  // Taken out of storage before anything else, so a second call finds nothing.
  const { hostelId, hostelName } = takeSignInIntent(FAVOURITE_INTENT)?.payload ?? {};
  if (!hostelId || !hostelName) return;
  const closeButtonProps = { 'aria-label': 'Close notification' };
  try {
    // Apollo Client only when there is a favourite to save: the area's first screen does without it.
    const client = await loadApolloClient();
    await client.mutate({
      mutation: HostelsAddFavouriteMutation,
      variables: { hostelId },
      update: (cache) => void cache.evict({ fieldName: 'myFavourites' }),
      // The page behind the sign-in may have asked for the hostel before this save committed, and
      // that answer would show the heart empty: ask again once the favourite is saved.
      refetchQueries: 'active',
      awaitRefetchQueries: true,
    });
    await revalidate();
    notifications.show({
      closeButtonProps,
      color: 'green',
      message: `Saved ${hostelName} to your favourites.`,
    });
  } catch (error) {
    notifications.show({
      closeButtonProps,
      color: 'red',
      title: `Could not save ${hostelName} to your favourites`,
      message: summarizeServerError(error).message,
    });
  }
}
