// Contact details stay on the platform until a booking is paid: the one rule every channel that
// shows one party's words to the other applies (messages, names, notes, reasons, their e-mails).
import { maskContactDetails } from '@hostel/common';
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/**
 * SQL: contact details flow freely between a student and a hostel's owner once the student has a
 * PAID (or COMPLETED) reservation at that hostel.
 */
export const contactsOpenSql = (studentId: Prisma.Sql, hostelId: Prisma.Sql) => Prisma.sql`EXISTS (
  SELECT 1 FROM "Reservation" paid WHERE paid."studentId" = ${studentId} AND paid."hostelId" = ${hostelId}
    AND paid.status IN ('PAID', 'COMPLETED'))`;

export interface StudentAtHostel {
  studentId: string;
  hostelId: string;
}

export const pairKey = (pair: StudentAtHostel) => `${pair.studentId}:${pair.hostelId}`;

/** The pairs (as `pairKey`) between whom contact details flow freely. */
export async function contactsOpenPairs(sql: SqlQuery, pairs: StudentAtHostel[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await sql<StudentAtHostel>(Prisma.sql`
    SELECT p."studentId", p."hostelId"
    FROM unnest(${pairs.map((p) => p.studentId)}::uuid[], ${pairs.map((p) => p.hostelId)}::uuid[])
      AS p("studentId", "hostelId")
    WHERE ${contactsOpenSql(Prisma.sql`p."studentId"`, Prisma.sql`p."hostelId"`)}`);
  return new Set(rows.map(pairKey));
}

/**
 * Who reads a text: `authorId` null is the platform's own words (never masked); `contactsOpen`
 * is the rule above, or true for a reader who is not a party (an admin: the platform itself).
 */
export interface Reading {
  viewerId: string;
  authorId: string | null;
  contactsOpen: boolean;
}

/**
 * The text `reading.viewerId` may see (contact details masked for the other party before a paid
 * booking; the author sees what they wrote), and whether anything in it is hidden from that party.
 * `earlier`: the author's previous messages in the same conversation, oldest first.
 */
export function readText(
  text: string,
  reading: Reading,
  earlier: readonly string[] = [],
): { text: string; hidden: boolean } {
  if (reading.contactsOpen || reading.authorId === null) return { text, hidden: false };
  const masked = maskContactDetails(text, earlier);
  return { text: reading.viewerId === reading.authorId ? text : masked, hidden: masked !== text };
}

/** `readText`'s text only; null stays null. */
export function visibleText<T extends string | null>(text: T, reading: Reading): T {
  return (text === null ? null : readText(text, reading).text) as T;
}
