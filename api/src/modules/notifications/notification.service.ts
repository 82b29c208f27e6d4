import { isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Database } from '../../core/db.js';
import { badUserInput, notFound } from '../../core/errors.js';
import { afterTimeCursor, keysetConnection, keysetOrder, pageSize } from '../../core/pagination.js';
import {
  NotificationCategory,
  type Notification,
  type Prisma,
  type User,
} from '../../generated/prisma/client.js';
import { isOwnNotification } from './notification.policies.js';
import type {
  NotificationObject,
  NotificationPreferenceInput,
  NotificationPreferenceObject,
  NotificationsArgs,
} from './notification.types.js';

/** Categories whose e-mail cannot be turned off (security notices, decisions on one's listings). */
export const LOCKED_CATEGORIES: readonly NotificationCategory[] = [NotificationCategory.ACCOUNT];

export const toNotificationObject = (row: Notification): NotificationObject => ({
  id: row.id,
  kind: row.type,
  category: row.category,
  title: row.title,
  body: row.body,
  link: row.link,
  readAt: row.readAt,
  createdAt: row.createdAt,
});

/** The user's notices, newest first (keyset on time and id). */
export async function listNotifications(db: Database, user: User, args: NotificationsArgs) {
  const where: Prisma.NotificationWhereInput = {
    userId: user.id,
    ...(args.unreadOnly ? { readAt: null } : {}),
  };
  const page = afterTimeCursor<Prisma.NotificationWhereInput>(args, 'createdAt');
  const [rows, totalCount] = await Promise.all([
    db.prisma.notification.findMany({
      where: { AND: [where, page] },
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.notification.count({ where }),
  ]);
  return keysetConnection(rows, args, totalCount, (row) => [row.createdAt, row.id], toNotificationObject);
}

export const unreadNotificationCount = (db: Database, userId: string) =>
  db.prisma.notification.count({ where: { userId, readAt: null } });

/** One of the user's notices; anyone else's is NOT_FOUND (subscriptions reload what they deliver). */
export async function findNotification(db: Database, user: User, id: string): Promise<NotificationObject> {
  const row = isUuid(id) ? await db.prisma.notification.findUnique({ where: { id } }) : null;
  if (!row || !isOwnNotification(user, row)) throw notFound('The notification');
  return toNotificationObject(row);
}

/**
 * Marks the given notices (or all with `all`) read; others' ids are ignored as if unknown.
 * Answers the unread count left.
 */
export async function markNotificationsRead(
  db: Database,
  user: User,
  ids: readonly string[],
  all: boolean,
  now = new Date(),
): Promise<number> {
  if (!all && ids.length === 0)
    throw badUserInput('Give the notices to mark read, or all.', { ids: 'Give at least one id.' });
  if (ids.length > 100) throw badUserInput('At most 100 ids at once.', { ids: 'At most 100 ids.' });
  if (!ids.every(isUuid)) throw badUserInput('An id is not valid.', { ids: 'Give notification ids.' });
  await writeAs(db, user.id, (tx) =>
    tx.notification.updateMany({
      where: { userId: user.id, readAt: null, ...(all ? {} : { id: { in: [...ids] } }) },
      data: { readAt: now },
    }),
  );
  return unreadNotificationCount(db, user.id);
}

export async function notificationPreferences(
  db: Database,
  user: User,
): Promise<NotificationPreferenceObject[]> {
  const [emailOptOuts, pushOptOuts] = await Promise.all([
    db.prisma.emailOptOut.findMany({ where: { userId: user.id } }),
    db.prisma.pushOptOut.findMany({ where: { userId: user.id } }),
  ]);
  const off = (rows: { category: NotificationCategory }[], category: NotificationCategory) =>
    rows.some((row) => row.category === category);
  return Object.values(NotificationCategory).map((category) => {
    const locked = LOCKED_CATEGORIES.includes(category);
    return {
      category,
      locked,
      email: locked || !off(emailOptOuts, category),
      push: !off(pushOptOuts, category),
    };
  });
}

export async function updateNotificationPreferences(
  db: Database,
  user: User,
  input: readonly NotificationPreferenceInput[],
): Promise<NotificationPreferenceObject[]> {
  const lockedOff = input.find((pref) => pref.email === false && LOCKED_CATEGORIES.includes(pref.category));
  if (lockedOff) {
    throw badUserInput('Security and account e-mails cannot be turned off.', {
      [lockedOff.category]: 'Security and account e-mails cannot be turned off.',
    });
  }
  const empty = input.find((pref) => pref.email == null && pref.push == null);
  if (empty) {
    throw badUserInput('Say whether to e-mail or push it.', {
      [empty.category]: 'Give email, push or both.',
    });
  }
  await writeAs(db, user.id, async (tx) => {
    for (const { category, email, push } of input) {
      if (email != null) await setEmail(tx, user.id, category, email);
      if (push != null) await setPush(tx, user.id, category, push);
    }
  });
  return notificationPreferences(db, user);
}

/** Turns one category's e-mail on or off (also the unsubscribe link's work). */
export async function setEmail(
  tx: Prisma.TransactionClient,
  userId: string,
  category: NotificationCategory,
  email: boolean,
): Promise<void> {
  if (email) await tx.emailOptOut.deleteMany({ where: { userId, category } });
  else
    await tx.emailOptOut.upsert({
      where: { userId_category: { userId, category } },
      create: { userId, category },
      update: {},
    });
}

/** Turns one category's push on or off (for every device of the user). */
async function setPush(
  tx: Prisma.TransactionClient,
  userId: string,
  category: NotificationCategory,
  push: boolean,
): Promise<void> {
  if (push) await tx.pushOptOut.deleteMany({ where: { userId, category } });
  else
    await tx.pushOptOut.upsert({
      where: { userId_category: { userId, category } },
      create: { userId, category },
      update: {},
    });
}
