import {
  CHECK_IN_NOT_PAST,
  checkStay,
  formatMoneyWithCode,
  freeBedsShortMessage,
  isOverlongStay,
  isUuid,
  MAX_STAY_NIGHTS,
  MONEY_MAX,
} from '@hostel/common';
import type { SqlQuery } from '../../core/db.js';
import { AppError, badUserInput, ErrorCode, notFound } from '../../core/errors.js';
import type { RoomType } from '../../generated/prisma/client.js';
import { FieldCheck } from '../../core/field-check.js';
import { settingsFrom, type Settings } from '../settings/index.js';
import { formatStayDays, todayIn } from '../../core/dates.js';
import { termOf } from '../hostels/index.js';
import { priceStay, type PriceBreakdown } from './pricing.js';
import { freeBedsStatement, stayContextStatement, type StayContextRow } from './request.sql.js';

export interface StayInput {
  roomTypeId: string;
  beds: number;
  checkIn?: string | null;
  checkOut?: string | null;
  /** Book the room type's term (semester) dates instead of checkIn/checkOut. */
  useTerm?: boolean | null;
}

export interface ResolvedStay {
  room: RoomType;
  hostel: { id: string; ownerId: string; timeZone: string };
  checkIn: string;
  checkOut: string;
  beds: number;
  /** The room type's whole term (a SEMESTER room, or useTerm). */
  term: boolean;
  price: PriceBreakdown;
  settings: Settings;
  /** The student's requests waiting for an answer, when `resolveStay` was asked (`pendingOf`). */
  pendingRequests?: number;
}

/**
 * Checks a stay request against a PUBLISHED hostel's active, priced room type and prices it with
 * the current platform fee, from ONE statement run by `sql` (with `lock`, the `sql` of a
 * `Database.transaction`, for which the room type stays share-locked; with `pendingOf`, in the
 * same statement, that student's waiting requests). SEMESTER rooms are let for their whole term
 * only. Unknown or unpublished room types are NOT_FOUND.
 */
export async function resolveStay(
  sql: SqlQuery,
  input: StayInput,
  now: Date,
  { lock = false, pendingOf }: { lock?: boolean; pendingOf?: string } = {},
): Promise<ResolvedStay> {
  if (!isUuid(input.roomTypeId)) throw notFound('The room type');
  const [row] = await sql<StayContextRow>(stayContextStatement(input.roomTypeId, lock, pendingOf));
  if (!row || row.archived || row.hostelStatus !== 'PUBLISHED' || row.pricePerBed <= 0)
    throw notFound('The room type');
  const { hostelStatus: _status, ownerId, timeZone, settings: stored, pending, ...room } = row;
  const hostel = { id: room.hostelId, ownerId, timeZone };
  const settings = settingsFrom(stored);
  const check = new FieldCheck();
  check.int('beds', input.beds, 'Beds', 1, Math.min(settings.bedsPerRequest, room.totalBeds));
  const term = termOf(room);
  let stay: { checkIn: string; checkOut: string } | undefined;
  if (input.useTerm || room.pricePeriod === 'SEMESTER') {
    if (!term)
      throw badUserInput('This room type has no term dates; choose check-in and check-out dates.', {
        useTerm: 'No term is set.',
      });
    const differs =
      (input.checkIn && input.checkIn !== term.checkIn) ||
      (input.checkOut && input.checkOut !== term.checkOut);
    if (differs)
      check.add(
        'checkIn',
        `This room is let for the whole term, ${formatStayDays(term.checkIn, term.checkOut)}.`,
      );
    // A term saved before terms shared the stays' bound may be longer: it is not let as it is.
    if (isOverlongStay(term.checkIn, term.checkOut))
      check.add('useTerm', `This room's term is longer than a stay may last (${MAX_STAY_NIGHTS} nights).`);
    stay = term;
  } else {
    stay = checkStay(check, input.checkIn, input.checkOut);
    if (!input.checkIn && !input.checkOut) check.add('checkIn', 'Choose check-in and check-out dates.');
  }
  if (stay && stay.checkIn < todayIn(hostel.timeZone, now)) {
    check.add('checkIn', CHECK_IN_NOT_PAST);
  }
  check.throwIfAny();
  const beds = input.beds;
  const price = priceStay(room, { ...stay!, beds }, settings.platformFeePercent);
  if (price.total > MONEY_MAX) {
    const message = `This stay would cost more than one reservation may (${formatMoneyWithCode(MONEY_MAX, room.currency)}); choose fewer nights or beds.`;
    throw badUserInput(message, { [term && stay === term ? 'beds' : 'checkOut']: message });
  }
  const resolvedTerm = Boolean(term && stay === term);
  return { room, hostel, ...stay!, beds, term: resolvedTerm, price, settings, pendingRequests: pending };
}

/**
 * Refuses a stay that asks for more beds than its room type has free on its busiest night, saying
 * how many are free (on the `beds` field and as `freeBeds`): BAD_USER_INPUT before a request,
 * CONFLICT when they went while requesting.
 */
export async function checkFreeBeds(
  sql: SqlQuery,
  stay: Pick<ResolvedStay, 'room' | 'checkIn' | 'checkOut' | 'beds' | 'term'>,
  code: typeof ErrorCode.BAD_USER_INPUT | typeof ErrorCode.CONFLICT = ErrorCode.BAD_USER_INPUT,
): Promise<void> {
  const [row] = await sql<{ freeBeds: number }>(freeBedsStatement(stay.room.id, stay));
  const short = freeBedsShort(stay, row?.freeBeds ?? 0, code);
  if (short) throw short;
}

/** The refusal of a stay when `freeBeds` are fewer than it asks for (see checkFreeBeds); else undefined. */
export function freeBedsShort(
  stay: Pick<ResolvedStay, 'beds' | 'term'>,
  freeBeds: number,
  code: typeof ErrorCode.BAD_USER_INPUT | typeof ErrorCode.CONFLICT,
): AppError | undefined {
  if (freeBeds >= stay.beds) return undefined;
  const message = freeBedsShortMessage(freeBeds, stay.term);
  return new AppError(code, message, { fields: { beds: message }, freeBeds });
}
