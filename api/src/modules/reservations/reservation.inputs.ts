import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ConnectionArgs, UpdatedSince } from '../../core/pagination.js';
import type { OwnerReservationGroup } from '@hostel/common';
import { OwnerReservationGroupEnum, ReservationStatus } from './reservation.types.js';

// Validated by the services (per-field BAD_USER_INPUT messages keyed by these field names).

@InputType()
export class StayInput {
  @Field(() => ID)
  roomTypeId!: string;

  @Field(() => Int, { defaultValue: 1 })
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

@InputType()
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
