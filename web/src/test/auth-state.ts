import type { Role } from '../gql/graphql';
import type { AuthState, Me } from '../features/auth/public';

/** An AuthContext value for component tests: signed out (role null), or signed in with that role. */
export function authState(role: Role | null, overrides: Partial<AuthState> = {}): AuthState {
  const me: Me | null = role
    ? {
        uid: 'firebase-uid',
        email: 'ama@uni.test',
        emailVerified: true,
        phoneNumber: null,
        user: {
          id: 'user-id',
          displayName: 'Ama Mensah',
          email: 'ama@uni.test',
          role,
          status: 'ACTIVE',
          suspendedReason: null,
          phoneNumber: null,
          locale: 'en-US',
          avatar: null,
        },
      }
    : null;
  return {
    status: role ? 'signedIn' : 'signedOut',
    firebaseUser: null,
    me,
    meLoading: false,
    meError: null,
    refetchMe: async () => undefined,
    signOut: async () => undefined,
    ...overrides,
  };
}
