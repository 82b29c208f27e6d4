import { notifications } from '@mantine/notifications';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { HostelsAddFavouriteMutation, HostelsRemoveFavouriteMutation } from '../api/favourites';

/**
 * Dispatched on `window` once a favourite is saved or removed: the favourites screen reads its list
 * again. The other screens keep the heart's own state (their hearts changed at once).
 */
export const FAVOURITES_CHANGED = 'hostel:favourites-changed';

/**
 * Saves or removes a favourite (the heart's click once signed in, see use-favourite-toggle.ts; the
 * heart has changed already). False (with a notice) when it failed.
 */
export async function saveFavourite(hostelId: string, isFavourite: boolean): Promise<boolean> {
  try {
    if (isFavourite) await graphqlRequest(HostelsRemoveFavouriteMutation, { hostelId });
    else await graphqlRequest(HostelsAddFavouriteMutation, { hostelId });
    window.dispatchEvent(new Event(FAVOURITES_CHANGED));
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
