// bench:rollout's world: an owner, students each in a conversation with them, a published hostel of
// three room types of six beds, and the owner's webhook subscription to reservation requests.
import { NIGHTS_PER_MONTH } from '@hostel/common';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/core/db.js';
import { emulatorAccount } from './database.js';

const STUDENTS = 12;
const ROOM_TYPES = 3;
const BEDS = 6;

/** An owner, students with conversations, a hostel of small room types, a webhook subscription. */
export async function seedRollout(db: Database, emulatorHost: string, webhookUrl: string) {
  const account = async (role: 'STUDENT' | 'OWNER', i: number) => {
    const a = await emulatorAccount(emulatorHost, `${role.toLowerCase()}${i}`);
    const user = await db.prisma.user.create({
      data: { firebaseUid: a.localId, email: a.email, displayName: `${role} ${i}`, role },
    });
    return { id: user.id, token: a.idToken };
  };
  const owner = await account('OWNER', 0);
  const students = [];
  for (let i = 0; i < STUDENTS; i++) students.push(await account('STUDENT', i));
  const hostel = await db.prisma.hostel.create({
    data: {
      ownerId: owner.id,
      name: 'Rollout Hostel',
      slug: 'rollout-hostel',
      city: 'Accra',
      country: 'Ghana',
      timeZone: 'Africa/Accra',
      status: 'PUBLISHED',
      minPricePerBed: 2000,
      monthlyPrice: 2000 * NIGHTS_PER_MONTH,
      currency: 'GHS',
    },
  });
  const rooms = [];
  for (let i = 0; i < ROOM_TYPES; i++) {
    const room = await db.prisma.roomType.create({
      data: {
        hostelId: hostel.id,
        name: `Room ${i}`,
        bedsPerRoom: BEDS,
        totalBeds: BEDS,
        pricePerBed: 2000,
        currency: 'GHS',
        pricePeriod: 'NIGHT',
      },
    });
    rooms.push(room.id);
  }
  const conversations = [];
  for (const student of students) {
    const c = await db.prisma.conversation.create({
      data: { hostelId: hostel.id, studentId: student.id, ownerId: owner.id },
    });
    conversations.push({ id: c.id, student });
  }
  const token = randomBytes(24).toString('hex');
  const client = await db.prisma.apiClient.create({
    data: {
      name: 'Rollout',
      createdById: owner.id,
      tokenHash: randomBytes(32).toString('hex'),
      tokenPrefix: token.slice(0, 8),
      scopes: ['reservations:read'],
    },
  });
  await db.prisma.webhookSubscription.create({
    data: {
      apiClientId: client.id,
      url: webhookUrl,
      events: ['RESERVATION_REQUESTED'],
      secret: randomBytes(32).toString('hex'),
    },
  });
  return { owner, students, rooms, conversations };
}
