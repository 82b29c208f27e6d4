// What other features may use of auth (ESLint keeps them to this file): who is signed in, whether
// student controls show, and where a signed-in person lands.
export { AuthContext, useAuth, type AuthState, type Me } from './auth-context';
export { landingPath } from './post-sign-in';
export { useForStudents } from './use-for-students';
export { useFirebaseUser } from './use-firebase-user';
export { useSignOut } from './use-sign-out';
export { requestEmailChange, sendPasswordReset, sendVerificationEmail } from './api/account-emails';
