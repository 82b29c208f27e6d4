/** Every reservation status, in the order lists and filters offer them: the live ones, then how it ended. */
export const RESERVATION_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'PAID',
  'COMPLETED',
  'CANCELLED',
  'DECLINED',
  'EXPIRED',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The live statuses: only these can be cancelled (by the student, the owner or an admin). */
export const CANCELLABLE_STATUSES: readonly ReservationStatus[] = ['PENDING', 'ACCEPTED', 'PAID'];
export const isCancellable = (status: ReservationStatus) => CANCELLABLE_STATUSES.includes(status);

/** The student's note to the owner with a request. */
export const NOTE_MAX = 1000;

export function noteError(note: string): string | null {
  return note.trim().length > NOTE_MAX ? `The note must be at most ${NOTE_MAX} characters.` : null;
}

/**
 * What a student is told when they ask for more beds than a room type has free over their stay
 * (`term`: its whole term): how many there are, so they can ask for fewer. The hostel page and the
 * API's refusal say it in the same words.
 */
export function freeBedsShortMessage(freeBeds: number, term: boolean): string {
  const when = term ? 'for the whole term' : 'for these dates';
  if (freeBeds <= 0) return `No beds are free ${when}.`;
  return freeBeds === 1 ? `Only 1 bed is free ${when}.` : `Only ${freeBeds} beds are free ${when}.`;
}

/**
 * The owner's reservation tabs: every status belongs to exactly one group, so an owner always finds
 * every guest. Upcoming holds paid stays, including guests in the house until the stay completes.
 */
export const OWNER_RESERVATION_GROUPS = {
  PENDING: ['PENDING'],
  ACCEPTED: ['ACCEPTED'],
  UPCOMING: ['PAID'],
  PAST: ['COMPLETED'],
  CANCELLED: ['CANCELLED', 'EXPIRED'],
  DECLINED: ['DECLINED'],
} as const satisfies Record<string, readonly ReservationStatus[]>;
export type OwnerReservationGroup = keyof typeof OWNER_RESERVATION_GROUPS;
export const OWNER_RESERVATION_GROUP_NAMES = Object.keys(OWNER_RESERVATION_GROUPS) as OwnerReservationGroup[];

/** The group a status is listed under. */
export function ownerReservationGroup(status: ReservationStatus): OwnerReservationGroup {
  return OWNER_RESERVATION_GROUP_NAMES.find((group) =>
    (OWNER_RESERVATION_GROUPS[group] as readonly ReservationStatus[]).includes(status),
  )!;
}
