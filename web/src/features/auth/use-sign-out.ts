import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from './auth-context';

/**
 * Signs out and lands on the home page. Home first: signed out inside an area, its guard would send
 * the person to sign in again before any later navigation ran.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await navigate(paths.home());
    await signOut();
  };
}
