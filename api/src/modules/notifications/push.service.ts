// The devices a user receives pushes on. Every operation reads or writes the viewer's own rows only;
// an endpoint is one browser, so registering one another account had moves it to the viewer (the
// browser now belongs to whoever signed in on it: the previous account's notices stop there).
import { isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Database } from '../../core/db.js';
import { badUserInput, conflict } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import { outboundUrlProblem } from '../../core/outbound-address.js';
import type { PushSubscription, User } from '../../generated/prisma/client.js';
import type { PushChannel } from './push.send.js';
import type { PushDeviceObject, RegisterPushDeviceInput } from './push.types.js';

const LABEL_MAX = 100;
/** Devices kept per user: registering another drops the oldest (a browser re-registers when used). */
export const PUSH_DEVICES_MAX = 20;
/** Decoded sizes: an uncompressed P-256 point (0x04, x, y) and the auth secret. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

const toDevice = (row: PushSubscription): PushDeviceObject => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt,
  lastSuccessAt: row.lastSuccessAt,
});

const decoded = (value: string) => (/^[\w-]+=*$/.test(value) ? Buffer.from(value, 'base64url') : null);

export async function registerPushDevice(
  db: Database,
  channel: PushChannel,
  user: User,
  input: RegisterPushDeviceInput,
): Promise<PushDeviceObject> {
  if (!channel.keys) throw conflict('Push notifications are turned off on this server.');
  const check = new FieldCheck();
  const label = check.text('input.label', input.label, 'The device name', 1, LABEL_MAX);
  const problem = await outboundUrlProblem(
    input.endpoint,
    channel.allowLoopback,
    'https://push.example.com/send/...',
  );
  if (problem) check.add('input.endpoint', problem);
  const key = decoded(input.p256dh);
  if (key?.length !== P256DH_BYTES || key[0] !== 4)
    check.add('input.p256dh', 'Give the subscription’s keys.p256dh as the browser made it.');
  if (decoded(input.auth)?.length !== AUTH_BYTES)
    check.add('input.auth', 'Give the subscription’s keys.auth as the browser made it.');
  check.throwIfAny();
  const keys = { p256dh: input.p256dh, auth: input.auth };
  const row = await writeAs(db, user.id, async (tx) => {
    const device = await tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { userId: user.id, endpoint: input.endpoint, label, ...keys },
      // Registered again (new keys, another account): counted from now.
      update: { userId: user.id, label, ...keys, createdAt: new Date(), lastSuccessAt: null },
    });
    const beyond = await tx.pushSubscription.findMany({
      where: { userId: user.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: PUSH_DEVICES_MAX,
      select: { id: true },
    });
    if (beyond.length)
      await tx.pushSubscription.deleteMany({ where: { id: { in: beyond.map((d) => d.id) } } });
    return device;
  });
  return toDevice(row);
}

/**
 * Removes one of the viewer's devices, by id (the devices list) or endpoint (sign-out, where the
 * browser knows only that). Answers whether one was removed: false for someone else's as for none.
 */
export async function unregisterPushDevice(
  db: Database,
  user: User,
  by: { id?: string | null; endpoint?: string | null },
): Promise<boolean> {
  if (!by.id === !by.endpoint) {
    throw badUserInput('Give the device’s id or its endpoint.', { id: 'Give id or endpoint, not both.' });
  }
  const which = by.id ? { id: by.id } : { endpoint: by.endpoint! };
  if (which.id !== undefined && !isUuid(which.id)) return false;
  const { count } = await writeAs(db, user.id, (tx) =>
    tx.pushSubscription.deleteMany({ where: { userId: user.id, ...which } }),
  );
  return count > 0;
}

export async function myPushDevices(db: Database, user: User): Promise<PushDeviceObject[]> {
  const rows = await db.prisma.pushSubscription.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toDevice);
}
