// The human names of the things audit entries point at, batched per request: a page of the log asks
// one query per kind of thing on it (hostels, reservations, users...), never one per entry.
import { isUuid, MOBILE_MONEY_LABELS } from '@hostel/common';
import type { Database } from '../../core/db.js';
import { batchLoader, perRequest } from '../../core/loaders.js';

/** A thing an entry is about, as a person names it; `currency` when it holds money. */
export interface AuditSubject {
  name: string;
  currency?: string;
}

/** `Kind:id`, the loader's key. */
export const subjectKey = (entity: string, id: string) => `${entity}:${id}`;

type Namer = (db: Database, ids: string[]) => Promise<[string, AuditSubject][]>;

/** How each kind of thing is named: a hostel by its name, a reservation by its code, and so on. */
const NAMERS: Record<string, Namer> = {
  User: async (db, ids) =>
    (
      await db.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, displayName: true } })
    ).map((row) => [row.id, { name: row.displayName }]),
  Hostel: async (db, ids) =>
    (await db.prisma.hostel.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map(
      (row) => [row.id, { name: row.name }],
    ),
  Reservation: async (db, ids) =>
    (
      await db.prisma.reservation.findMany({
        where: { id: { in: ids } },
        select: { id: true, code: true, currency: true },
      })
    ).map((row) => [row.id, { name: row.code, currency: row.currency }]),
  RoomType: async (db, ids) =>
    (
      await db.prisma.roomType.findMany({
        where: { id: { in: ids } },
        select: { id: true, name: true, hostel: { select: { name: true } } },
      })
    ).map((row) => [row.id, { name: `${row.name} at ${row.hostel.name}` }]),
  SupportTicket: async (db, ids) =>
    (
      await db.prisma.supportTicket.findMany({
        where: { id: { in: ids } },
        select: { id: true, subject: true },
      })
    ).map((row) => [row.id, { name: `“${row.subject}”` }]),
  Review: async (db, ids) =>
    (
      await db.prisma.review.findMany({
        where: { id: { in: ids } },
        select: { id: true, hostel: { select: { name: true } } },
      })
    ).map((row) => [row.id, { name: `a review of ${row.hostel.name}` }]),
  Payout: async (db, ids) =>
    (
      await db.prisma.payout.findMany({
        where: { id: { in: ids } },
        select: { id: true, currency: true, owner: { select: { displayName: true } } },
      })
    ).map((row) => [row.id, { name: `the payout to ${row.owner.displayName}`, currency: row.currency }]),
  // The last four digits only: the full number is never kept.
  PayoutMethod: async (db, ids) =>
    (
      await db.prisma.payoutMethod.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          kind: true,
          bankName: true,
          network: true,
          last4: true,
          currency: true,
          owner: { select: { displayName: true } },
        },
      })
    ).map((row) => {
      const what =
        row.kind === 'BANK'
          ? `${row.bankName ?? 'bank'} account`
          : `${MOBILE_MONEY_LABELS[row.network ?? ''] ?? 'mobile money'} wallet`;
      return [
        row.id,
        { name: `${row.owner.displayName}’s ${what} ending in ${row.last4}`, currency: row.currency },
      ];
    }),
  Earning: async (db, ids) =>
    (
      await db.prisma.earning.findMany({
        where: { id: { in: ids } },
        select: { id: true, currency: true, reservation: { select: { code: true } } },
      })
    ).map((row) => [row.id, { name: `reservation ${row.reservation.code}`, currency: row.currency }]),
  Payment: async (db, ids) =>
    (
      await db.prisma.payment.findMany({
        where: { id: { in: ids } },
        select: { id: true, currency: true, reservation: { select: { code: true } } },
      })
    ).map((row) => [row.id, { name: `reservation ${row.reservation.code}`, currency: row.currency }]),
  Refund: async (db, ids) =>
    (
      await db.prisma.refund.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          currency: true,
          payment: { select: { reservation: { select: { code: true } } } },
        },
      })
    ).map((row) => [row.id, { name: `reservation ${row.payment.reservation.code}`, currency: row.currency }]),
  ApiClient: async (db, ids) =>
    (
      await db.prisma.apiClient.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })
    ).map((row) => [row.id, { name: `“${row.name}”` }]),
  Broadcast: async (db, ids) =>
    (
      await db.prisma.broadcast.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } })
    ).map((row) => [row.id, { name: `“${row.title}”` }]),
  Conversation: async (db, ids) =>
    (
      await db.prisma.conversation.findMany({
        where: { id: { in: ids } },
        select: { id: true, student: { select: { displayName: true } }, hostel: { select: { name: true } } },
      })
    ).map((row) => [row.id, { name: `between ${row.student.displayName} and ${row.hostel.name}` }]),
};

async function nameSubjects(db: Database, keys: string[]): Promise<Map<string, AuditSubject>> {
  const byKind = new Map<string, string[]>();
  for (const key of keys) {
    const [kind, id] = key.split(/:(.*)/s) as [string, string];
    // Ids are free text in the log (e.g. Setting's "platform"); only UUIDs can name a row.
    if (NAMERS[kind] && isUuid(id)) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  }
  const found = new Map<string, AuditSubject>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      for (const [id, subject] of await NAMERS[kind]!(db, ids)) found.set(subjectKey(kind, id), subject);
    }),
  );
  return found;
}

/** The request's loader of audit subjects; a thing deleted since (or unknown) answers null. */
export const auditLoaders = perRequest((ctx: { db: Database }) => ({
  subject: batchLoader<string, AuditSubject | null>((keys) => nameSubjects(ctx.db, keys), null),
}));
