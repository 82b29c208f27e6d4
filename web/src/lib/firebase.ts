import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signOut,
  type Auth,
} from 'firebase/auth';
import { currentAuthHandle, hasSignedInHint, registerAuth, type AuthHandle } from './auth-registry';
import { firebaseSetupFromEnv } from './firebase-setup';
import { closeSession, openSession } from './web-session';

/**
 * The Auth instance. initializeAuth (not getAuth) keeps the popup/redirect resolver out of the
 * start-up bundle; the sign-in screens pass browserPopupRedirectResolver where they need it.
 */
export function getAuthHandle(): AuthHandle {
  const existing = currentAuthHandle();
  if (existing) return existing;
  const setup = firebaseSetupFromEnv(import.meta.env);
  const app = getApps().length ? getApp() : initializeApp(setup.options);
  const auth: Auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (setup.emulatorHost)
    connectAuthEmulator(auth, `http://${setup.emulatorHost}`, { disableWarnings: true });
  followWithSessionCookie(auth);
  const handle: AuthHandle = {
    auth,
    onIdTokenChanged: (listener) => onIdTokenChanged(auth, listener),
    signOut: async () => {
      try {
        await signOut(auth);
      } finally {
        await closeSession();
      }
    },
  };
  registerAuth(handle);
  return handle;
}

/**
 * The API's session cookie follows Firebase's session: minted from each new ID token (a verified
 * e-mail, say, is in the next one's claims), cleared when the session ends.
 */
function followWithSessionCookie(auth: Auth) {
  let signedIn = hasSignedInHint();
  onIdTokenChanged(auth, (user) => {
    if (user) {
      // Not once the user has gone (signed out while the token was read).
      const mint = (token: string) => (auth.currentUser?.uid === user.uid ? openSession(token) : undefined);
      void user
        .getIdToken()
        .then(mint)
        .catch(() => {});
    } else if (signedIn) void closeSession().catch(() => {});
    signedIn = user !== null;
  });
}

export const getFirebaseAuth = (): Auth => getAuthHandle().auth;
