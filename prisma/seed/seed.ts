// Idempotent demo data: every row has a deterministic id and is inserted with ON CONFLICT DO
// NOTHING, so a second run adds nothing and leaves changes made through the app alone.
import type { Database } from '../../api/src/core/db.js';
import type { Storage } from '../../api/src/core/storage/index.js';
import { ensureEmulatorAccounts, seedUsers } from './accounts.js';
import { SEED_SETTINGS, seedConversations, seedReviews, seedSettings } from './community.js';
import { seedHostels, seedUniversities } from './hostels.js';
import { seedNotificationsAndSupport } from './notifications.js';
import { seedReservations } from './reservations.js';

export interface SeedOptions {
  storage: Storage;
  firebase: { projectId: string; emulatorHost?: string };
  /** The day the demo stays are arranged around (default: today, UTC). */
  today?: Date;
}

export async function seedDatabase(
  db: Database,
  options: SeedOptions,
): Promise<{ emulatorAccountsCreated: number }> {
  const { prisma } = db;
  const now = options.today ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await seedSettings(prisma);
  const universityIds = await seedUniversities(prisma);
  await seedUsers(prisma, universityIds);
  const rooms = await seedHostels(prisma, options.storage, today);
  const hostelIds = [...new Set(rooms.map((room) => room.hostelId))];
  const published = [
    ...new Set(rooms.filter((room) => room.status === 'PUBLISHED').map((room) => room.hostelId)),
  ];
  const reservations = await seedReservations(prisma, rooms, today, SEED_SETTINGS.platformFeePercent);
  await seedReviews(prisma, reservations, hostelIds);
  await seedConversations(prisma, reservations);
  await seedNotificationsAndSupport(prisma, reservations, published, today);
  const emulatorAccountsCreated = await ensureEmulatorAccounts(options.firebase);
  return { emulatorAccountsCreated };
}
