import { checkRooms } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { lockRow, type Database } from '../../core/db.js';
import type { RoomType, User } from '../../generated/prisma/client.js';
import { FieldCheck } from '../../core/field-check.js';
import { todayIn } from '../../core/dates.js';
import { bedsTaken, resizeBeds } from '../inventory/index.js';
import { editableHostel, nextStep, STEP, syncLowestPrice } from './listing.shared.js';

export interface RoomTypeInput {
  id?: string | null;
  name: string;
  description: string;
  bedsPerRoom: number;
  totalBeds: number;
  amenities: string[];
}

export interface RoomsInput {
  roomTypes: RoomTypeInput[];
  amenities: string[];
}

type CleanRoom = Omit<RoomTypeInput, 'id'> & { id?: string; existing?: RoomType };

/** The shared rules of the rooms step, then each room type's id against the hostel's own. */
function checkRoomTypes(check: FieldCheck, input: RoomsInput, existing: RoomType[]) {
  const { amenities, roomTypes } = checkRooms(check, input);
  const rooms: CleanRoom[] = roomTypes.map((room, i) => {
    const match = room.id ? existing.find((candidate) => candidate.id === room.id) : undefined;
    if (room.id && !match)
      check.add(`roomTypes.${i}.id`, 'This room type is not part of this hostel; reload the page.');
    return { ...room, id: match?.id, existing: match };
  });
  return { amenities, rooms };
}

/**
 * Replaces the hostel's room types with the given list. Changing totalBeds moves the free beds of
 * every future night by the same amount in this transaction; it is refused below the beds already
 * held. Room types left out are deleted, or archived when reservations refer to them.
 */
export async function saveRoomTypes(db: Database, owner: User, id: string, input: RoomsInput) {
  return writeAs(db, owner.id, async (tx) => {
    const hostel = await editableHostel(tx, owner, id);
    // Reservations hold beds under a FOR SHARE lock on the room type: with this lock no hold can
    // land between counting the beds held and moving the free beds below.
    await lockRow(tx, 'RoomType', { hostelId: id });
    const existing = await tx.roomType.findMany({ where: { hostelId: id, archived: false } });
    const check = new FieldCheck();
    const { amenities, rooms } = checkRoomTypes(check, input, existing);
    const today = todayIn(hostel.timeZone);
    const held = await bedsTaken(
      tx,
      existing.map((room) => room.id),
      today,
    );
    rooms.forEach((room, i) => {
      const hold = room.id ? held.get(room.id) : undefined;
      if (hold && room.totalBeds < hold.beds) {
        check.add(
          `roomTypes.${i}.totalBeds`,
          `${hold.beds} beds are already ${hold.blocked > 0 ? 'reserved or blocked' : 'reserved'} on ${hold.night}; total beds can't go below ${hold.beds}.`,
        );
      }
    });
    const removed = existing.filter((room) => !rooms.some((kept) => kept.id === room.id));
    for (const room of removed) {
      if (held.has(room.id))
        check.add('roomTypes', `"${room.name}" has reserved beds, so it can't be removed.`);
    }
    check.throwIfAny();

    for (const room of removed) {
      const used = await tx.reservation.count({ where: { roomTypeId: room.id } });
      if (used > 0) await tx.roomType.update({ where: { id: room.id }, data: { archived: true } });
      else await tx.roomType.delete({ where: { id: room.id } });
    }
    for (const room of rooms) {
      const data = {
        name: room.name,
        description: room.description,
        bedsPerRoom: room.bedsPerRoom,
        totalBeds: room.totalBeds,
        amenities: room.amenities,
      };
      if (!room.existing) {
        await tx.roomType.create({
          data: { ...data, hostelId: id, pricePerBed: 0, currency: hostel.currency },
        });
        continue;
      }
      await tx.roomType.update({ where: { id: room.existing.id }, data });
      if (room.totalBeds !== room.existing.totalBeds) {
        await resizeBeds(tx, room.existing.id, room.totalBeds, today);
      }
    }
    await tx.hostel.update({ where: { id }, data: { amenities, listingStep: nextStep(hostel, STEP.rooms) } });
    await syncLowestPrice(tx, id);
    return tx.hostel.findUniqueOrThrow({ where: { id } });
  });
}
