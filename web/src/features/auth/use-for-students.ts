import { useAuth } from './auth-context';

/**
 * Whether to show what only students do (reserve, favourite, message an owner): to students, and
 * to signed-out visitors, who are asked to sign in when they use it; never to owners and admins.
 * False while the session is still being checked, so nothing flashes and disappears. The server
 * refuses the others anyway: this only hides controls.
 */
export function useForStudents(): boolean {
  const { status, me, meLoading } = useAuth();
  const role = status === 'signedIn' ? me?.user?.role : undefined;
  return status !== 'loading' && !meLoading && (!role || role === 'STUDENT');
}
