// What other features may use of auth (ESLint keeps them to this file): who is signed in, whether
// student controls show, and where a signed-in person lands.
export { AuthContext, useAuth, useFirebaseUser, type AuthState, type Me } from './auth-context';
export { landingPath } from './post-sign-in';
export { useForStudents } from './use-for-students';
export { useSignOut } from './use-sign-out';
