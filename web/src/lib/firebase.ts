import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
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
import { closeSession, openSession } from './web-session';

export interface FirebaseSetup {
  options: FirebaseOptions;
  /** host:port of the Auth emulator in embedded mode; null for a real Firebase project. */
  emulatorHost: string | null;
}

/** A real project when VITE_FIREBASE_API_KEY is set; otherwise the local emulator (project demo-hostel). */
export function firebaseSetupFromEnv(env: Record<string, string | undefined>): FirebaseSetup {
  if (env.VITE_FIREBASE_API_KEY) {
    return {
      options: {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        appId: env.VITE_FIREBASE_APP_ID,
      },
      emulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST || null,
    };
  }
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-hostel';
  return {
    // The emulator accepts any API key; this one is deliberately fake.
    options: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
    emulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
  };
}

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
