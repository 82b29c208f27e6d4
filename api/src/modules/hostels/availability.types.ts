import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('RoomNightBeds', {
  description: 'One night of a room type: free + held + booked + blocked = total beds.',
})
export class RoomNightBedsObject {
  @Field(() => String, { description: 'The night (YYYY-MM-DD): the evening of that day.' })
  night!: string;

  @Field(() => Int, { description: 'Bed inventory of the room type.' })
  totalBeds!: number;

  @Field(() => Int, { description: 'Beds students can still request.' })
  freeBeds!: number;

  @Field(() => Int, { description: 'Beds of requests waiting for an answer or for payment.' })
  heldBeds!: number;

  @Field(() => Int, { description: 'Beds of paid (or completed) stays.' })
  bookedBeds!: number;

  @Field(() => Int, { description: 'Beds the owner took off sale.' })
  blockedBeds!: number;
}

@ObjectType('RoomAvailability', { description: 'A room type’s beds night by night, a month at a time.' })
export class RoomAvailabilityObject {
  @Field(() => ID, { description: 'The room type shown.' })
  roomTypeId!: string;

  @Field(() => String, { description: 'Name of the room type.' })
  roomTypeName!: string;

  @Field(() => ID, { description: 'The hostel of the room type.' })
  hostelId!: string;

  @Field(() => String, { description: 'Name of the hostel.' })
  hostelName!: string;

  @Field(() => Int, { description: 'Bed inventory of the room type.' })
  totalBeds!: number;

  @Field(() => String, { description: 'The month shown (YYYY-MM).' })
  month!: string;

  @Field(() => String, { description: 'Today where the hostel is (YYYY-MM-DD): earlier nights are past.' })
  today!: string;

  @Field(() => [RoomNightBedsObject], { description: 'Every night of the month, in order.' })
  nights!: RoomNightBedsObject[];
}

// Validation lives in the service (per-field BAD_USER_INPUT messages keyed by these field names).
@InputType({
  description: 'Beds of one of your room types to take off sale (or put back) for a range of nights.',
})
export class BedBlockInput {
  @Field(() => ID, { description: 'The room type, one of your hostels’.' })
  roomTypeId!: string;

  @Field(() => String, { description: 'The first night (YYYY-MM-DD).' })
  from!: string;

  @Field(() => String, {
    description: 'The day the beds are back on sale (YYYY-MM-DD); its night is not included.',
  })
  to!: string;

  @Field(() => Int, { description: 'Beds to block or unblock on each night, at least 1.' })
  beds!: number;

  @Field(() => String, { nullable: true, description: 'Why (walk-in guest, repairs...); for the owner.' })
  reason?: string | null;
}
