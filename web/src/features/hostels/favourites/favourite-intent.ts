import type { ApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { rememberSignInIntent, takeSignInIntent } from '../../../lib/sign-in-intent';
import { HostelsAddFavouriteMutation } from '../api/favourites';

const KIND = 'favourite';

/** A heart clicked while signed out: the sign-in screen says why, and the save waits for sign-in. */
export function rememberFavouriteIntent(hostelId: string, hostelName: string, returnTo: string) {
  rememberSignInIntent({
    reason: `Sign in to save ${hostelName} to your favourites.`,
    kind: KIND,
    returnTo,
    payload: { hostelId, hostelName },
  });
}

/** In the student area: saves the favourite a visitor asked for before signing in, once. */
export async function finishFavouriteAfterSignIn(client: ApolloClient): Promise<void> {
  // Taken out of storage before anything else, so a second call finds nothing.
  const { hostelId, hostelName } = takeSignInIntent(KIND)?.payload ?? {};
  if (!hostelId || !hostelName) return;
  const closeButtonProps = { 'aria-label': 'Close notification' };
  try {
    await client.mutate({
      mutation: HostelsAddFavouriteMutation,
      variables: { hostelId },
      update: (cache) => void cache.evict({ fieldName: 'myFavourites' }),
      // The page behind the sign-in may have asked for the hostel before this save committed, and
      // that answer would show the heart empty: ask again once the favourite is saved.
      refetchQueries: 'active',
      awaitRefetchQueries: true,
    });
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
