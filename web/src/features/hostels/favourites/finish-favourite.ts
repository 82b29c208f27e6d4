import { notifications } from '@mantine/notifications';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { takeSignInIntent } from '../../../lib/sign-in-intent';
import { HostelsAddFavouriteMutation } from '../api/favourites';
import { FAVOURITE_INTENT } from './favourite-intent';

/**
 * In the student area: saves the favourite a visitor asked for before signing in, once.
 * `revalidate` asks the route loaders again: the page behind the sign-in may have read the hostel
 * before this save committed, and that answer would show the heart empty.
 */
export async function finishFavouriteAfterSignIn(revalidate: () => Promise<void>): Promise<void> {
  // Taken out of storage before anything else, so a second call finds nothing.
  const { hostelId, hostelName } = takeSignInIntent(FAVOURITE_INTENT)?.payload ?? {};
  if (!hostelId || !hostelName) return;
  const closeButtonProps = { 'aria-label': 'Close notification' };
  try {
    await graphqlRequest(HostelsAddFavouriteMutation, { hostelId });
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
