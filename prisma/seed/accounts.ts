// Demo accounts: rows in PostgreSQL and, for the three sign-in accounts, users in the Firebase Auth
// emulator with fixed uids (the emulator forgets its users on restart, so every run re-creates the
// missing ones). Other people in the demo data are rows only: they never sign in.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { PrismaClient } from '../../api/src/core/db.js';
import type { Prisma } from '../../api/src/generated/prisma/client.js';
import { seedId } from './random.js';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export const DEMO_ACCOUNTS = [
  { uid: 'demo-student', email: 'student@demo.hostel', displayName: 'Ama Mensah', role: 'STUDENT' },
  { uid: 'demo-owner', email: 'owner@demo.hostel', displayName: 'Kofi Boateng', role: 'OWNER' },
  { uid: 'demo-admin', email: 'admin@demo.hostel', displayName: 'Platform Admin', role: 'ADMIN' },
] as const;

const FIRST = [
  'Akosua',
  'Yaw',
  'Esi',
  'Kwame',
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Kamau',
  'Inês',
  'Tiago',
  'Beatriz',
  'Rui',
  'Abena',
  'Kojo',
  'Njeri',
  'Mariana',
];
const LAST = [
  'Owusu',
  'Asante',
  'Darko',
  'Mwangi',
  'Odhiambo',
  'Kariuki',
  'Silva',
  'Ferreira',
  'Costa',
  'Appiah',
  'Njoroge',
  'Santos',
];

export const userId = (uid: string) => seedId(`user/${uid}`);
export const OWNER_UIDS = ['demo-owner', ...Array.from({ length: 7 }, (_, i) => `seed-owner-${i + 1}`)];
export const STUDENT_UIDS = [
  'demo-student',
  ...Array.from({ length: 15 }, (_, i) => `seed-student-${i + 1}`),
];

export async function seedUsers(prisma: PrismaClient, universityIds: string[]): Promise<void> {
  const rows: Prisma.UserCreateManyInput[] = DEMO_ACCOUNTS.map((account) => ({
    id: userId(account.uid),
    firebaseUid: account.uid,
    email: account.email,
    emailVerified: true,
    displayName: account.displayName,
    role: account.role,
    ...(account.role === 'STUDENT'
      ? { universityId: universityIds[0], programme: 'BSc Computer Science', gender: 'FEMALE' as const }
      : {}),
    ...(account.role === 'OWNER'
      ? {
          businessName: 'Boateng Student Homes',
          payoutAccountName: 'Kofi Boateng',
          payoutIban: 'GH00DEMO0000000000001',
        }
      : {}),
  }));
  OWNER_UIDS.slice(1).forEach((uid, i) => {
    const name = `${FIRST[(i * 3) % FIRST.length]} ${LAST[i % LAST.length]}`;
    rows.push({
      id: userId(uid),
      firebaseUid: uid,
      email: `${uid}@example.com`,
      emailVerified: true,
      displayName: name,
      role: 'OWNER',
      businessName: `${LAST[i % LAST.length]} Properties`,
    });
  });
  STUDENT_UIDS.slice(1).forEach((uid, i) => {
    const name = `${FIRST[(i + 5) % FIRST.length]} ${LAST[(i * 5 + 2) % LAST.length]}`;
    rows.push({
      id: userId(uid),
      firebaseUid: uid,
      email: `${uid}@example.com`,
      emailVerified: true,
      displayName: name,
      role: 'STUDENT',
      universityId: universityIds[i % universityIds.length],
      gender: i % 2 ? 'MALE' : 'FEMALE',
    });
  });
  await prisma.user.createMany({ data: rows, skipDuplicates: true });
}

/** Creates the demo sign-in accounts missing from the Auth emulator. Returns how many were created. */
export async function ensureEmulatorAccounts(firebase: {
  projectId: string;
  emulatorHost?: string;
}): Promise<number> {
  // Never create demo accounts with a known password in a real Firebase project.
  if (!firebase.emulatorHost) return 0;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  const app = initializeApp({ projectId: firebase.projectId }, `seed-${process.pid}-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const found = await auth.getUsers(DEMO_ACCOUNTS.map((a) => ({ uid: a.uid })));
    const present = new Set(found.users.map((u) => u.uid));
    const missing = DEMO_ACCOUNTS.filter((a) => !present.has(a.uid));
    for (const account of missing) {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: DEMO_PASSWORD,
        displayName: account.displayName,
        emailVerified: true,
      });
    }
    return missing.length;
  } finally {
    await deleteApp(app);
  }
}
