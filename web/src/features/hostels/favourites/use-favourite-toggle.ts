import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { importWithReload } from '../../../lib/chunk-reload';
import { useAuth } from '../../auth/public';
import { rememberFavouriteIntent } from './favourite-intent';

/**
 * The heart's click. Signed-out visitors (the public search's cards) are sent to sign in first, and
 * the favourite is saved once they are in (finishFavouriteAfterSignIn, in the student layout); so
 * the mutation's code loads only with a signed-in click. `show` changes the heart at once, and back
 * when the server refuses.
 */
export function useFavouriteToggle() {
  const { status, me } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = status === 'signedIn' && Boolean(me?.user);

  return async (hostelId: string, isFavourite: boolean, hostelName: string, show: (on: boolean) => void) => {
    if (!signedIn) {
      const returnTo = `${location.pathname}${location.search}`;
      rememberFavouriteIntent(hostelId, hostelName, returnTo);
      navigate(paths.signUp(returnTo));
      return;
    }
    show(!isFavourite);
    try {
      const { saveFavourite } = await importWithReload(() => import('./favourite-mutations'));
      if (!(await saveFavourite(hostelId, isFavourite))) show(isFavourite);
    } catch {
      show(isFavourite);
    }
  };
}
