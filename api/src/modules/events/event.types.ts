import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionArgs, PageInfo, UNBOUND_CURSORS } from '../../core/pagination.js';
import { DomainEventType } from '../../generated/prisma/client.js';

export { DomainEventType };

registerEnumType(DomainEventType, {
  name: 'EventType',
  description:
    'What happened: a reservation was requested, accepted, declined, expired, paid, cancelled or completed; a hostel was published, changed (what its listing shows, or it left the platform) or suspended; a review was posted.',
});

/** One domain event of the change feed; `id` is its sequence id (increasing, as a decimal string). */
@ObjectType('Event', { description: 'One change, in the order they were committed.' })
export class EventObject {
  @Field(() => ID, { description: 'The sequence id: a decimal integer, increasing; also the cursor.' })
  id!: string;

  @Field(() => DomainEventType)
  type!: DomainEventType;

  @Field(() => ID, { description: 'The reservation, hostel or review the event is about.' })
  subjectId!: string;

  @Field(() => ID, { nullable: true, description: 'The hostel concerned.' })
  hostelId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The reservation’s or hostel’s status after the change (null for reviews).',
  })
  status!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('EventEdge')
export class EventEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => EventObject)
  node!: EventObject;
}

@ObjectType('EventConnection', {
  description: 'A page of the change feed, oldest first; keep the last endCursor and ask again.',
})
export class EventConnection {
  @Field(() => [EventEdge])
  edges!: EventEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

/** `after` is a sequence id: an event's id or a page's endCursor, whatever `types` asks for. */
@ArgsType()
export class EventsArgs extends ConnectionArgs {
  readonly [UNBOUND_CURSORS] = true;

  @Field(() => [DomainEventType], { nullable: true, description: 'Only these kinds of events.' })
  types?: DomainEventType[] | null;
}
