// Global set-up of the Vitest projects that sign users in: the Firebase Auth emulator on
// FIREBASE_AUTH_EMULATOR_HOST (started for the run unless one already answers there).
import { ensureAuthEmulator } from './emulator.mjs';

export default async function setup() {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const emulator = await ensureAuthEmulator({ host, projectId: 'demo-hostel' });
  return () => emulator.stop();
}
