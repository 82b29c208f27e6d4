// The owner's side of bed inventory: the availability calendar of a room type and the blocks
// (walk-ins, repairs, another booking channel). The counters and their rules are the inventory
// module's; this decides whose room type it is and checks the input.
import { checkBedBlock, isPlainMonth, isUuid, monthRange, type BedBlockFields } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import { todayIn } from '../../core/dates.js';
import type { Database, Tx } from '../../core/db.js';
import { badUserInput, conflict, notFound } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import type { Hostel, RoomType, User } from '../../generated/prisma/client.js';
import { blockBeds, nightsCalendar, unblockBeds, type NightBeds } from '../inventory/index.js';
import { isHostelOwner } from './hostel.policies.js';

export type BedBlockInput = BedBlockFields & { roomTypeId: string; beds: number };

/**
 * The caller's own active room type with its hostel. Anybody else's (or an archived one) is
 * NOT_FOUND, exactly like a missing one, so ids can't be probed.
 */
async function ownRoomType(tx: Pick<Tx, 'roomType'>, owner: User, id: string) {
  if (!isUuid(id)) throw notFound('The room type');
  const room = await tx.roomType.findUnique({ where: { id }, include: { hostel: true } });
  if (!room || room.archived || !isHostelOwner(owner, room.hostel)) throw notFound('The room type');
  return room as RoomType & { hostel: Hostel };
}

/** A room type's nights of one month (`YYYY-MM`), for its owner. */
export async function roomAvailability(db: Database, owner: User, roomTypeId: string, month: string) {
  const room = await ownRoomType(db.prisma, owner, roomTypeId);
  if (!isPlainMonth(month))
    throw badUserInput('Choose a month (YYYY-MM).', { month: 'Choose a month (YYYY-MM).' });
  const { from, to } = monthRange(month);
  const nights = await nightsCalendar(db.prisma, room.id, from, to);
  return { roomType: room, month, today: todayIn(room.hostel.timeZone), nights };
}

/**
 * Takes beds off sale (or puts them back) on every night of [from, to): all nights or none, through
 * the inventory's never-below-zero statements, so a block never takes a held bed and a request
 * never takes a blocked one. Audited with the owner's note. Returns the nights changed.
 */
async function changeBlock(
  db: Database,
  owner: User,
  input: BedBlockInput,
  action: 'BEDS_BLOCKED' | 'BEDS_UNBLOCKED',
): Promise<NightBeds[]> {
  return writeAs(db, owner.id, async (tx) => {
    const room = await ownRoomType(tx, owner, input.roomTypeId);
    if (room.hostel.status === 'ARCHIVED') throw conflict('This listing is archived.');
    const check = new FieldCheck();
    const reason = checkBedBlock(check, input, room.totalBeds);
    if (!check.errors.from && input.from < todayIn(room.hostel.timeZone))
      check.add('from', 'The first night can be today at the earliest (in the hostel’s time zone).');
    check.throwIfAny();
    const nights = { roomTypeId: room.id, checkIn: input.from, checkOut: input.to, beds: input.beds };
    await (action === 'BEDS_BLOCKED' ? blockBeds(tx, nights) : unblockBeds(tx, nights));
    await audit(tx, {
      actorId: owner.id,
      action,
      entity: 'RoomType',
      entityId: room.id,
      details: { hostelId: room.hostelId, from: input.from, to: input.to, beds: input.beds, reason },
    });
    return nightsCalendar(tx, room.id, input.from, input.to);
  });
}

export const blockRoomBeds = (db: Database, owner: User, input: BedBlockInput) =>
  changeBlock(db, owner, input, 'BEDS_BLOCKED');

export const unblockRoomBeds = (db: Database, owner: User, input: BedBlockInput) =>
  changeBlock(db, owner, input, 'BEDS_UNBLOCKED');
