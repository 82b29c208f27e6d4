import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CalendarFeedStatus } from '../../generated/prisma/client.js';
import { toPlainDate } from '../../core/dates.js';

registerEnumType(CalendarFeedStatus, {
  name: 'CalendarFeedStatus',
  description: 'How the last sync of an imported calendar feed went.',
  valuesConfig: {
    PENDING: { description: 'Not synced yet.' },
    OK: { description: 'Read and applied.' },
    FAILED: { description: 'Could not be read or applied: see lastError. Nothing was changed.' },
  },
});

@ObjectType('CalendarConflict', {
  description:
    'An event of an imported feed over nights whose beds reservations hold: those nights were not blocked. It stays until a sync finds it gone or blockable.',
})
export class CalendarConflictObject {
  @Field(() => ID, { description: 'The conflict.' })
  id!: string;

  @Field(() => String, { description: 'The event’s UID in the feed.' })
  eventUid!: string;

  @Field(() => String, { description: 'The first night not blocked in full (YYYY-MM-DD).' })
  checkIn!: string;

  @Field(() => String, { description: 'The day after the last such night (YYYY-MM-DD).' })
  checkOut!: string;

  @Field(() => Int, { description: 'The most beds missing on one of those nights.' })
  bedsShort!: number;

  @Field(() => [String], { description: 'Codes of the reservations holding beds on those nights.' })
  reservationCodes!: string[];

  @Field(() => Date, { description: 'When a sync first found it.' })
  createdAt!: Date;
}

@ObjectType('CalendarFeed', {
  description: 'Another booking channel’s iCal feed imported into a room type: its events block beds.',
})
export class CalendarFeedObject {
  @Field(() => ID, { description: 'The feed.' })
  id!: string;

  @Field(() => ID, { description: 'The room type whose beds its events block.' })
  roomTypeId!: string;

  @Field(() => String, { description: 'What its owner calls it (the other channel).' })
  name!: string;

  @Field(() => String, { description: 'Where it is fetched from.' })
  url!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      'Beds each event blocks; null: the count the event gives (feeds of this product), else every bed.',
  })
  beds!: number | null;

  @Field(() => CalendarFeedStatus, { description: 'How the last sync went.' })
  lastStatus!: CalendarFeedStatus;

  @Field(() => String, { nullable: true, description: 'Why the last sync failed.' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was last synced (or tried).' })
  lastSyncedAt!: Date | null;

  @Field(() => Date, { description: 'When it is synced next (every 30 minutes).' })
  nextSyncAt!: Date;

  @Field(() => Int, { description: 'Events in the feed at the last successful sync.' })
  eventCount!: number;

  @Field(() => [CalendarConflictObject], { description: 'Its events over reserved nights, by date.' })
  conflicts!: CalendarConflictObject[];
}

@ObjectType('RoomTypeCalendarSync', {
  description: 'A room type’s calendar sync with other booking channels.',
})
export class RoomTypeCalendarSyncObject {
  @Field(() => ID, { description: 'The room type.' })
  roomTypeId!: string;

  @Field(() => Date, {
    nullable: true,
    description:
      'When its feed URL was last made (rotateRoomTypeCalendarToken); null: it has none. The URL itself is shown only when made.',
  })
  exportRotatedAt!: Date | null;

  @Field(() => [CalendarFeedObject], {
    description: 'Feeds of other channels imported into it, oldest first.',
  })
  feeds!: CalendarFeedObject[];
}

@ObjectType('RoomTypeCalendarLink', { description: 'A room type’s private iCal feed URL, shown this once.' })
export class RoomTypeCalendarLinkObject {
  @Field(() => String, {
    description: 'Give it to the other channel; anyone with it sees the reserved and blocked nights.',
  })
  url!: string;

  @Field(() => Date, { description: 'When this URL was made.' })
  rotatedAt!: Date;
}

@ObjectType('CalendarFeedBlock', { description: 'Beds an imported feed blocks on one night.' })
export class CalendarFeedBlockObject {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  night!: string;

  @Field(() => ID, { description: 'The imported feed.' })
  feedId!: string;

  @Field(() => String, { description: 'The feed’s name (the other channel).' })
  feedName!: string;

  @Field(() => Int, { description: 'Beds it blocks that night.' })
  beds!: number;
}

@InputType({ description: 'An iCal feed of another booking channel to import into one of your room types.' })
export class AddCalendarFeedInput {
  @Field(() => ID, { description: 'One of your room types.' })
  roomTypeId!: string;

  @Field(() => String, { description: 'What to call it, e.g. the channel’s name.' })
  name!: string;

  @Field(() => String, { description: 'The feed’s https URL (.ics) from the other channel.' })
  url!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      'Beds each event blocks; empty: the count the event gives (feeds of this product), else every bed.',
  })
  beds?: number | null;
}

/** A conflict row as the schema shows it (plain dates). */
export const conflictObject = (row: {
  id: string;
  eventUid: string;
  checkIn: Date;
  checkOut: Date;
  bedsShort: number;
  reservationCodes: string[];
  createdAt: Date;
}): CalendarConflictObject => ({
  ...row,
  checkIn: toPlainDate(row.checkIn),
  checkOut: toPlainDate(row.checkOut),
});

/** A feed row with its conflicts as the schema shows it. */
export const feedObject = <T extends { conflicts: Parameters<typeof conflictObject>[0][] }>(
  row: T,
): T & { conflicts: CalendarConflictObject[] } => ({ ...row, conflicts: row.conflicts.map(conflictObject) });
