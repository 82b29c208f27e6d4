import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('RoomNightBeds', {
  description: 'One night of a room type: free + held + booked + blocked = total beds.',
})
export class RoomNightBedsObject {
  @Field(() => String, { description: 'The night (YYYY-MM-DD): the evening of that day.' })
  night!: string;

  @Field(() => Int)
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
  @Field(() => ID)
  roomTypeId!: string;

  @Field(() => String)
  roomTypeName!: string;

  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => Int)
  totalBeds!: number;

  @Field(() => String, { description: 'The month shown (YYYY-MM).' })
  month!: string;

  @Field(() => String, { description: 'Today where the hostel is (YYYY-MM-DD): earlier nights are past.' })
  today!: string;

  @Field(() => [RoomNightBedsObject])
  nights!: RoomNightBedsObject[];
}

// Validation lives in the service (per-field BAD_USER_INPUT messages keyed by these field names).
@InputType()
export class BedBlockInput {
  @Field(() => ID)
  roomTypeId!: string;

  @Field(() => String, { description: 'The first night (YYYY-MM-DD).' })
  from!: string;

  @Field(() => String, {
    description: 'The day the beds are back on sale (YYYY-MM-DD); its night is not included.',
  })
  to!: string;

  @Field(() => Int)
  beds!: number;

  @Field(() => String, { nullable: true, description: 'Why (walk-in guest, repairs...); for the owner.' })
  reason?: string | null;
}
