import type { PrismaClient } from '../../core/db.js';
import type { RoomType, User } from '../../generated/prisma/client.js';
import { FieldCheck, LIMITS } from './hostel.validation.js';
import { todayIn } from '../reservations/dates.js';
import { editableHostel, nextStep, STEP, syncLowestPrice, type Tx } from './listing.shared.js';

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

function checkRooms(check: FieldCheck, input: RoomsInput, existing: RoomType[]): CleanRoom[] {
  if (input.roomTypes.length === 0) check.add('roomTypes', 'Add at least one room type.');
  if (input.roomTypes.length > LIMITS.roomTypesMax) {
    check.add('roomTypes', `A hostel can have at most ${LIMITS.roomTypesMax} room types.`);
  }
  const names = new Set<string>();
  return input.roomTypes.map((room, i) => {
    const at = `roomTypes.${i}`;
    const name = check.text(`${at}.name`, room.name, 'The room name', 1, LIMITS.roomNameMax);
    if (names.has(name.toLowerCase()))
      check.add(`${at}.name`, 'Two room types have this name; make them distinct.');
    names.add(name.toLowerCase());
    const description = check.text(
      `${at}.description`,
      room.description,
      'The description',
      0,
      LIMITS.roomDescriptionMax,
    );
    check.int(`${at}.bedsPerRoom`, room.bedsPerRoom, 'Beds per room', 1, LIMITS.bedsPerRoomMax);
    check.int(`${at}.totalBeds`, room.totalBeds, 'Total beds', 1, LIMITS.totalBedsMax);
    if (Number.isInteger(room.totalBeds) && room.totalBeds < room.bedsPerRoom) {
      check.add(`${at}.totalBeds`, 'Total beds must be at least the beds in one room.');
    }
    const amenities = check.tags(`${at}.amenities`, room.amenities, 'amenities');
    const match = room.id ? existing.find((candidate) => candidate.id === room.id) : undefined;
    if (room.id && !match)
      check.add(`${at}.id`, 'This room type is not part of this hostel; reload the page.');
    return { ...room, id: match?.id, existing: match, name, description, amenities };
  });
}

/** The most beds held on any night from today on (the least totalBeds may become), by room type. */
async function bedsHeld(
  tx: Tx,
  roomTypeIds: string[],
  today: string,
): Promise<Map<string, { beds: number; night: Date }>> {
  const held = new Map<string, { beds: number; night: Date }>();
  if (roomTypeIds.length === 0) return held;
  const nights = await tx.roomNight.findMany({
    where: { roomTypeId: { in: roomTypeIds }, night: { gte: new Date(`${today}T00:00:00Z`) } },
    select: { roomTypeId: true, night: true, totalBeds: true, freeBeds: true },
  });
  for (const night of nights) {
    const beds = night.totalBeds - night.freeBeds;
    if (beds > (held.get(night.roomTypeId)?.beds ?? 0))
      held.set(night.roomTypeId, { beds, night: night.night });
  }
  return held;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Replaces the hostel's room types with the given list. Changing totalBeds moves the free beds of
 * every future night by the same amount in this transaction; it is refused below the beds already
 * held. Room types left out are deleted, or archived when reservations refer to them.
 */
export async function saveRoomTypes(prisma: PrismaClient, owner: User, id: string, input: RoomsInput) {
  return prisma.$transaction(async (tx) => {
    const hostel = await editableHostel(tx, owner, id);
    // Reservations hold beds under a FOR SHARE lock on the room type: with this lock no hold can
    // land between counting the beds held and moving the free beds below.
    await tx.$executeRaw`SELECT 1 FROM "RoomType" WHERE "hostelId" = ${id}::uuid ORDER BY id FOR UPDATE`;
    const existing = await tx.roomType.findMany({ where: { hostelId: id, archived: false } });
    const check = new FieldCheck();
    const amenities = check.tags('amenities', input.amenities, 'amenities');
    const rooms = checkRooms(check, input, existing);
    const today = todayIn(hostel.timeZone);
    const held = await bedsHeld(
      tx,
      existing.map((room) => room.id),
      today,
    );
    rooms.forEach((room, i) => {
      const hold = room.id ? held.get(room.id) : undefined;
      if (hold && room.totalBeds < hold.beds) {
        check.add(
          `roomTypes.${i}.totalBeds`,
          `${hold.beds} beds are already reserved on ${day(hold.night)}; total beds can't go below ${hold.beds}.`,
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
        await tx.$executeRaw`
          UPDATE "RoomNight" SET "freeBeds" = "freeBeds" + (${room.totalBeds}::int - "totalBeds"),
                 "totalBeds" = ${room.totalBeds}::int, "updatedAt" = now()
          WHERE "roomTypeId" = ${room.existing.id}::uuid AND night >= ${today}::date`;
      }
    }
    await tx.hostel.update({ where: { id }, data: { amenities, listingStep: nextStep(hostel, STEP.rooms) } });
    await syncLowestPrice(tx, id);
    return tx.hostel.findUniqueOrThrow({ where: { id } });
  });
}
