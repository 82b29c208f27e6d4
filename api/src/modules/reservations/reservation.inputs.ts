import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ConnectionArgs, UpdatedSince } from '../../core/pagination.js';
import type { OwnerReservationGroup } from '@hostel/common';
import { OwnerReservationGroupEnum, ReservationStatus } from './reservation.types.js';

// Validated by the services (per-field BAD_USER_INPUT messages keyed by these field names).

@InputType({ description: 'A stay to price or request: a room type, beds and either dates or its term.' })
export class StayInput {
  @Field(() => ID, { description: 'The room type, of a published hostel.' })
  roomTypeId!: string;

  @Field(() => Int, {
    defaultValue: 1,
    description: 'Beds in the room type, from 1 to the platform’s beds-per-request limit (default 1).',
  })
  beds!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  checkIn?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, the departure day.' })
  checkOut?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Book the room type's term (semester) instead of dates.",
  })
  useTerm?: boolean | null;
}

@InputType({ description: 'A stay to request, with an optional note for the owner.' })
export class RequestReservationInput extends StayInput {
  @Field(() => String, { nullable: true, description: 'A note for the owner.' })
  note?: string | null;
}

@ArgsType()
export class ReservationListArgs extends ConnectionArgs {
  @Field(() => ReservationStatus, { nullable: true, description: 'Only reservations in this status.' })
  status?: ReservationStatus | null;

  @UpdatedSince()
  updatedSince?: Date | null;
}

@ArgsType()
export class OwnerReservationArgs extends ReservationListArgs {
  @Field(() => OwnerReservationGroupEnum, { nullable: true, description: 'One tab of the owner screen.' })
  group?: OwnerReservationGroup | null;
}

@ArgsType()
export class AdminReservationArgs extends ReservationListArgs {
  @Field(() => String, { nullable: true, description: 'A code, a student email or name, or a hostel name.' })
  search?: string | null;
}
