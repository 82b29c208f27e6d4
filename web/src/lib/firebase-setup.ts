// Which Firebase project the app signs in with, from the VITE_FIREBASE_* settings. Apart from the
// SDK (firebase.ts), so that the web server reads it without loading Firebase.
import type { FirebaseOptions } from 'firebase/app';

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
