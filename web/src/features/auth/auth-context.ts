import type { User as FirebaseUser } from 'firebase/auth';
import { createContext, useContext } from 'react';
import type { AuthMeQueryQuery } from '../../gql/graphql';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';
export type Me = NonNullable<AuthMeQueryQuery['me']>;

export interface AuthState {
  status: AuthStatus;
  /** Null until the Auth SDK is loaded: a session restored from the API's cookie has none (useFirebaseUser). */
  firebaseUser: FirebaseUser | null;
  /** The API's view of the signed-in identity; `me.user` is null until sign-up is completed. */
  me: Me | null;
  meLoading: boolean;
  meError: unknown;
  refetchMe: () => Promise<unknown>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
