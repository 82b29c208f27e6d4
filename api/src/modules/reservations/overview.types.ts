import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('WaitingRequest', { description: 'A request waiting for the owner’s answer.' })
export class WaitingRequestObject {
  @Field(() => ID, { description: 'Unique identifier of the reservation.' })
  id!: string;

  @Field(() => String, { description: 'The reservation’s short code.' })
  code!: string;

  @Field(() => String, { description: 'Name of the hostel asked for.' })
  hostelName!: string;

  @Field(() => String, { description: 'The hostel’s IANA time zone, in which the deadline counts.' })
  hostelTimeZone!: string;

  @Field(() => Date, { description: 'Unanswered by then, the request expires and its beds are freed.' })
  responseDeadline!: Date;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  checkIn!: string;

  @Field(() => Int, { description: 'Beds requested.' })
  beds!: number;
}

@ObjectType('HostelOccupancy', { description: 'A hostel’s beds over the next 30 nights, in bed-nights.' })
export class HostelOccupancyObject {
  @Field(() => ID, { description: 'The hostel.' })
  hostelId!: string;

  @Field(() => String, { description: 'Name of the hostel.' })
  hostelName!: string;

  @Field(() => Int, { description: 'Every bed of its room types on every night.' })
  bedNights!: number;

  @Field(() => Int, { description: 'Held or booked by reservations.' })
  occupiedBedNights!: number;

  @Field(() => Int, { description: 'Taken off sale by the owner.' })
  blockedBedNights!: number;
}

@ObjectType('OwnerOverview', { description: 'The owner’s figures at a glance, over all their hostels.' })
export class OwnerOverviewObject {
  @Field(() => Int, { description: 'Requests waiting for an answer.' })
  waitingCount!: number;

  @Field(() => [WaitingRequestObject], {
    description: 'The waiting requests with the nearest deadlines (5).',
  })
  waiting!: WaitingRequestObject[];

  @Field(() => Int, { description: 'Paid stays starting in the next 7 days (today included, hostel time).' })
  checkIns!: number;

  @Field(() => Int, { description: 'Paid stays ending in the next 7 days (today included, hostel time).' })
  checkOuts!: number;

  @Field(() => [HostelOccupancyObject], { description: 'Each published (or suspended) hostel, by name.' })
  occupancy!: HostelOccupancyObject[];
}
