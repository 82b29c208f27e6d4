import type { User as FirebaseUser } from 'firebase/auth';
import { useEffect } from 'react';
import { loadAuth } from '../../lib/auth-registry';
import { useAuth } from './auth-context';

/** The Firebase user, for the screens that act on it (account security): loads the Auth SDK if needed. */
export function useFirebaseUser(): FirebaseUser | null {
  const { firebaseUser } = useAuth();
  useEffect(() => void loadAuth().catch(() => {}), []);
  return firebaseUser;
}
