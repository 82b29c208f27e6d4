import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OWNER_RESERVATION_GROUP_NAMES, type OwnerReservationGroup } from '@hostel/common';
import { Connection } from '../../core/pagination.js';
import { ReservationStatus, Role, type Reservation } from '../../generated/prisma/client.js';
import { PricePeriod } from '../hostels/index.js';

export { ReservationStatus };

registerEnumType(ReservationStatus, {
  name: 'ReservationStatus',
  description:
    'PENDING -> ACCEPTED | DECLINED | EXPIRED; ACCEPTED -> PAID -> COMPLETED; PENDING/ACCEPTED/PAID -> CANCELLED.',
  valuesConfig: {
    PENDING: {
      description: 'Requested: the beds are held until the owner answers or the response deadline passes.',
    },
    ACCEPTED: {
      description:
        'Accepted by the owner: the beds stay held until the student pays or the payment deadline passes.',
    },
    DECLINED: { description: 'Refused by the owner (see declineReason); the beds are freed.' },
    EXPIRED: { description: 'Not answered or not paid in time; the beds are freed.' },
    PAID: { description: 'Paid by the student: the stay is booked.' },
    COMPLETED: { description: 'The stay is over (after check-out).' },
    CANCELLED: {
      description: 'Cancelled by the student, the owner or an admin (see cancelledBy and cancelReason).',
    },
  },
});

/** The GraphQL enum mirrors @hostel/common's groups (a status belongs to exactly one). */
export const OwnerReservationGroupEnum = Object.fromEntries(
  OWNER_RESERVATION_GROUP_NAMES.map((group) => [group, group]),
) as { [G in OwnerReservationGroup]: G };

registerEnumType(OwnerReservationGroupEnum, {
  name: 'OwnerReservationGroup',
  description:
    "The owner's reservation tabs: PENDING, ACCEPTED, UPCOMING (paid, including guests staying now), PAST (completed), CANCELLED (cancelled or expired), DECLINED.",
  valuesConfig: {
    PENDING: { description: 'Requests waiting for the owner’s answer.' },
    ACCEPTED: { description: 'Accepted, waiting for the student’s payment.' },
    UPCOMING: { description: 'Paid stays not yet over, including guests staying now.' },
    PAST: { description: 'Completed stays.' },
    CANCELLED: { description: 'Cancelled or expired reservations.' },
    DECLINED: { description: 'Requests the owner declined.' },
  },
});

@ObjectType('OwnerReservationGroupCount', { description: 'How many reservations one owner tab holds.' })
export class OwnerReservationGroupCountObject {
  @Field(() => OwnerReservationGroupEnum, { description: 'The tab counted.' })
  group!: OwnerReservationGroup;

  @Field(() => Int, { description: 'Number of reservations of the owner’s hostels in the tab.' })
  count!: number;
}

@ObjectType('PriceBreakdown', { description: 'Server-computed price of a stay, in minor units.' })
export class PriceBreakdownObject {
  @Field(() => String, { description: 'ISO 4217 code of every amount here, e.g. GHS.' })
  currency!: string;

  @Field(() => Int, { description: 'Price of one bed for one period, in minor units.' })
  pricePerBed!: number;

  @Field(() => PricePeriod, { description: 'Period the room type is priced by.' })
  pricePeriod!: PricePeriod;

  @Field(() => Int, { description: 'Nights of the stay.' })
  nights!: number;

  @Field(() => Int, { description: 'Periods charged per bed: nights, started 30-night months, or 1 term.' })
  units!: number;

  @Field(() => Int, { description: 'pricePerBed × units × beds, in minor units.' })
  subtotal!: number;

  @Field(() => Int, {
    description:
      'Platform fee on the subtotal (the settings’ percentage, rounded to the minor unit), in minor units.',
  })
  platformFee!: number;

  @Field(() => Int, { description: 'What the student pays: subtotal plus platform fee, in minor units.' })
  total!: number;
}

@ObjectType('ReservationQuote', {
  description: 'What a stay would cost, as requestReservation would price it now.',
})
export class ReservationQuoteObject {
  @Field(() => ID, { description: 'The room type quoted.' })
  roomTypeId!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  checkIn!: string;

  @Field(() => String, { description: 'YYYY-MM-DD (departure day)' })
  checkOut!: string;

  @Field(() => Int, { description: 'Beds quoted.' })
  beds!: number;

  @Field(() => PriceBreakdownObject, { description: 'The price of the stay.' })
  price!: PriceBreakdownObject;
}

@ObjectType('ReservationParty', { description: 'The other side of a reservation, as its parties see them.' })
export class ReservationPartyObject {
  @Field(() => ID, { description: 'Unique identifier of the user.' })
  id!: string;

  @Field(() => String, { description: 'The user’s display name.' })
  displayName!: string;
}

@ObjectType('ReservationEvent', { description: 'One status change on the timeline.' })
export class ReservationEventObject {
  @Field(() => ReservationStatus, {
    nullable: true,
    description: 'The status it moved from (null when it was created).',
  })
  fromStatus!: ReservationStatus | null;

  @Field(() => ReservationStatus, { description: 'The status it moved to.' })
  toStatus!: ReservationStatus;

  @Field(() => String, {
    nullable: true,
    description: 'The decline or cancellation reason given with the change; null when none.',
  })
  note!: string | null;

  @Field(() => Date, { description: 'When the change happened.' })
  createdAt!: Date;
}

/** Resolvers receive the Prisma row; the plain-date and breakdown fields are derived from it. */
export type ReservationNode = Reservation;

@ObjectType('Reservation', {
  description:
    'A student’s request for beds in one room type for a stay; seen by the student, the hostel’s owner and admins.',
})
export class ReservationObject {
  @Field(() => ID, { description: 'Unique identifier of the reservation.' })
  id!: string;

  @Field(() => String, { description: 'Short code for receipts and support, e.g. 7KQ2MXPA.' })
  code!: string;

  @Field(() => ReservationStatus, { description: 'Where the reservation is in its life.' })
  status!: ReservationStatus;

  @Field(() => Int, { description: 'Beds reserved, all in the same room type.' })
  beds!: number;

  // studentNote, declineReason and cancelReason: field resolvers (masked for the other party).

  @Field(() => Role, {
    nullable: true,
    description: 'The role of who cancelled (STUDENT, OWNER or ADMIN); null unless CANCELLED.',
  })
  cancelledBy!: Role | null;

  @Field(() => Date, { description: 'The owner must answer before this instant.' })
  responseDeadline!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'Once accepted, the student must pay before this instant.',
  })
  paymentDeadline!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the owner accepted; null until then.' })
  acceptedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the student paid; null until then.' })
  paidAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null unless CANCELLED.' })
  cancelledAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the stay was completed; null until then.' })
  completedAt!: Date | null;

  @Field(() => Date, { description: 'When the student requested it.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When anything about it last changed (updatedSince filters on it).' })
  updatedAt!: Date;
}

@ObjectType({ description: 'A page of reservations (Relay connection).' })
export class ReservationConnection extends Connection(ReservationObject, 'Reservation') {}
