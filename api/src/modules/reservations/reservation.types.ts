import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OWNER_RESERVATION_GROUP_NAMES, type OwnerReservationGroup } from '@hostel/common';
import { Connection } from '../../core/pagination.js';
import { ReservationStatus, Role, type Reservation } from '../../generated/prisma/client.js';
import { PricePeriod } from '../hostels/hostel.types.js';

export { ReservationStatus };

registerEnumType(ReservationStatus, {
  name: 'ReservationStatus',
  description:
    'PENDING -> ACCEPTED | DECLINED | EXPIRED; ACCEPTED -> PAID -> COMPLETED; PENDING/ACCEPTED/PAID -> CANCELLED.',
});

/** The GraphQL enum mirrors @hostel/common's groups (a status belongs to exactly one). */
export const OwnerReservationGroupEnum = Object.fromEntries(
  OWNER_RESERVATION_GROUP_NAMES.map((group) => [group, group]),
) as { [G in OwnerReservationGroup]: G };

registerEnumType(OwnerReservationGroupEnum, {
  name: 'OwnerReservationGroup',
  description:
    "The owner's reservation tabs: PENDING, ACCEPTED, UPCOMING (paid, including guests staying now), PAST (completed), CANCELLED (cancelled or expired), DECLINED.",
});

@ObjectType('OwnerReservationGroupCount', { description: 'How many reservations one owner tab holds.' })
export class OwnerReservationGroupCountObject {
  @Field(() => OwnerReservationGroupEnum)
  group!: OwnerReservationGroup;

  @Field(() => Int)
  count!: number;
}

@ObjectType('PriceBreakdown', { description: 'Server-computed price of a stay, in minor units.' })
export class PriceBreakdownObject {
  @Field(() => String)
  currency!: string;

  @Field(() => Int)
  pricePerBed!: number;

  @Field(() => PricePeriod)
  pricePeriod!: PricePeriod;

  @Field(() => Int)
  nights!: number;

  @Field(() => Int, { description: 'Periods charged per bed: nights, started 30-night months, or 1 term.' })
  units!: number;

  @Field(() => Int)
  subtotal!: number;

  @Field(() => Int)
  platformFee!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType('ReservationQuote')
export class ReservationQuoteObject {
  @Field(() => ID)
  roomTypeId!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  checkIn!: string;

  @Field(() => String, { description: 'YYYY-MM-DD (departure day)' })
  checkOut!: string;

  @Field(() => Int)
  beds!: number;

  @Field(() => PriceBreakdownObject)
  price!: PriceBreakdownObject;
}

@ObjectType('ReservationParty', { description: 'The other side of a reservation, as its parties see them.' })
export class ReservationPartyObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  displayName!: string;
}

@ObjectType('ReservationEvent', { description: 'One status change on the timeline.' })
export class ReservationEventObject {
  @Field(() => ReservationStatus, {
    nullable: true,
    description: 'The status it moved from (null when it was created).',
  })
  fromStatus!: ReservationStatus | null;

  @Field(() => ReservationStatus)
  toStatus!: ReservationStatus;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

/** Resolvers receive the Prisma row; the plain-date and breakdown fields are derived from it. */
export type ReservationNode = Reservation;

@ObjectType('Reservation')
export class ReservationObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Short code for receipts and support, e.g. 7KQ2MXPA.' })
  code!: string;

  @Field(() => ReservationStatus)
  status!: ReservationStatus;

  @Field(() => Int)
  beds!: number;

  @Field(() => String, { nullable: true })
  studentNote!: string | null;

  @Field(() => String, { nullable: true })
  declineReason!: string | null;

  @Field(() => String, { nullable: true })
  cancelReason!: string | null;

  @Field(() => Role, { nullable: true })
  cancelledBy!: Role | null;

  @Field(() => Date, { description: 'The owner must answer before this instant.' })
  responseDeadline!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'Once accepted, the student must pay before this instant.',
  })
  paymentDeadline!: Date | null;

  @Field(() => Date, { nullable: true })
  acceptedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => Date, { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { description: 'When anything about it last changed (updatedSince filters on it).' })
  updatedAt!: Date;
}

@ObjectType()
export class ReservationConnection extends Connection(ReservationObject, 'Reservation') {}
