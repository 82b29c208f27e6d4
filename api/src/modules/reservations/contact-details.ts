// Contact details stay on the platform until a booking is paid: the one rule every channel that
// shows one party's words to the other applies (messages, names, notes, reasons, their e-mails).
// Its SQL form, for statements and batches, is in contact-details.sql.ts.
import { maskContactDetails } from '@hostel/common';

export interface StudentAtHostel {
  studentId: string;
  hostelId: string;
}

export const pairKey = (pair: StudentAtHostel) => `${pair.studentId}:${pair.hostelId}`;

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
