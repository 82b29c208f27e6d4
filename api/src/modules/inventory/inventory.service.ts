// Bed inventory: the free beds of every room type night by night. Everything that changes them
// goes through here, inside the caller's transaction, and obeys the same rule: a night never has
// fewer than zero free beds (CHECK constraints back it under any concurrency).
import { nightsBetween } from '@hostel/common';
import { toPlainDate } from '../../core/dates.js';
import { sqlOf, violatedConstraint, type Tx } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import {
  calendarNights,
  recountNights,
  releaseNights,
  resizeNights,
  takeBeds,
  totalBedsForShare,
  unblockNights,
  type NightBeds,
  type NightsBeds,
} from './inventory.sql.js';

/** Whether an error is a night's beds leaving their range (CHECKs on RoomNight): it was short. */
export const isNightShort = (error: unknown) => {
  const constraint = violatedConstraint(error);
  return constraint === 'RoomNight_free_beds_range' || constraint === 'RoomNight_held_beds_nonnegative';
};

/** Gives a stay's beds back (decline, expiry, cancellation); blocked beds stay blocked. */
export async function releaseBeds(tx: Tx, stay: NightsBeds): Promise<void> {
  await releaseNights(sqlOf(tx), stay);
}

export interface BedsTaken {
  /** Beds held or blocked on the busiest night. */
  beds: number;
  /** Of which blocked by the owner. */
  blocked: number;
  night: string;
}

/**
 * The busiest night from `from` on (the least a room type's total may become), by room type; room
 * types with nothing taken are absent. Call it with the room types locked (see `resizeBeds`).
 */
export async function bedsTaken(
  tx: Tx,
  roomTypeIds: string[],
  from: string,
): Promise<Map<string, BedsTaken>> {
  const taken = new Map<string, BedsTaken>();
  if (roomTypeIds.length === 0) return taken;
  const nights = await tx.roomNight.findMany({
    where: { roomTypeId: { in: roomTypeIds }, night: { gte: new Date(`${from}T00:00:00Z`) } },
    select: { roomTypeId: true, night: true, totalBeds: true, freeBeds: true, blockedBeds: true },
  });
  for (const night of nights) {
    const beds = night.totalBeds - night.freeBeds;
    if (beds > (taken.get(night.roomTypeId)?.beds ?? 0))
      taken.set(night.roomTypeId, { beds, blocked: night.blockedBeds, night: toPlainDate(night.night) });
  }
  return taken;
}

/**
 * A room type's new total moves the free beds of every night from `from` on by the same amount.
 * The caller holds the room type's row lock (reservations take their beds under a share lock on
 * it) and has checked the total against `bedsTaken`.
 */
export async function resizeBeds(tx: Tx, roomTypeId: string, totalBeds: number, from: string): Promise<void> {
  await resizeNights(sqlOf(tx), roomTypeId, totalBeds, from);
}

export const BLOCK_SHORT = 'Those beds are not free on every night of those dates.';
export const UNBLOCK_SHORT = 'Fewer beds than that are blocked on some of those nights.';

/**
 * The owner takes beds off sale for the nights: held exactly like a reservation's (the same
 * statement, the same share lock on the room type), so a block never takes a bed a reservation
 * holds and a reservation never takes a blocked one. All nights or none: CONFLICT when one is
 * short (the caller's transaction must roll back). The caller checks who may block and the input.
 */
export async function blockBeds(tx: Tx, block: NightsBeds): Promise<void> {
  const sql = sqlOf(tx);
  const totalBeds = await totalBedsForShare(sql, block.roomTypeId);
  if (totalBeds === undefined) throw new Error(`Room type ${block.roomTypeId} does not exist.`);
  if (block.beds > totalBeds) throw conflict(BLOCK_SHORT);
  const taken = await takeBeds(sql, { ...block, totalBeds, blocked: true });
  if (taken < nightsBetween(block.checkIn, block.checkOut)) throw conflict(BLOCK_SHORT);
}

/** Puts blocked beds back on sale; all nights or none (CONFLICT when a night has fewer blocked). */
export async function unblockBeds(tx: Tx, block: NightsBeds): Promise<void> {
  const freed = await unblockNights(sqlOf(tx), block);
  if (freed < nightsBetween(block.checkIn, block.checkOut)) throw conflict(UNBLOCK_SHORT);
}

/**
 * Recomputes the free beds of the room types' nights from their reservations that take beds
 * (`statuses`), keeping blocked beds: for data written around the API (the demo seed).
 */
export async function recountBeds(tx: Tx, roomTypeIds: string[], statuses: readonly string[]): Promise<void> {
  await recountNights(sqlOf(tx), roomTypeIds, statuses);
}

/** Free, held, booked and blocked beds of a room type for every night of [from, to). */
export function nightsCalendar(tx: Tx, roomTypeId: string, from: string, to: string): Promise<NightBeds[]> {
  return calendarNights(sqlOf(tx), roomTypeId, from, to);
}
