import { rememberSignInIntent } from '../../../lib/sign-in-intent';

export const FAVOURITE_INTENT = 'favourite';

/** A heart clicked while signed out: the sign-in screen says why, and the save waits for sign-in. */
export function rememberFavouriteIntent(hostelId: string, hostelName: string, returnTo: string) {
  rememberSignInIntent({
    reason: `Sign in to save ${hostelName} to your favourites.`,
    kind: FAVOURITE_INTENT,
    returnTo,
    payload: { hostelId, hostelName },
  });
}
