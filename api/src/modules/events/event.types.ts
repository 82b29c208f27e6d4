import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionArgs, PageInfo, UNBOUND_CURSORS } from '../../core/pagination.js';
import { DomainEventType } from '../../generated/prisma/client.js';

export { DomainEventType };

registerEnumType(DomainEventType, {
  name: 'EventType',
  description:
    'What happened: a reservation was requested, accepted, declined, expired, paid, cancelled or completed; a hostel was published, changed (what its listing shows, or it left the platform) or suspended; a review was posted.',
  valuesConfig: {
    RESERVATION_REQUESTED: { description: 'A student requested a reservation (status PENDING).' },
    RESERVATION_ACCEPTED: { description: 'The owner accepted a request (status ACCEPTED).' },
    RESERVATION_DECLINED: { description: 'The owner declined a request (status DECLINED).' },
    RESERVATION_EXPIRED: { description: 'A request was not answered or paid in time (status EXPIRED).' },
    RESERVATION_PAID: { description: 'The student paid (status PAID).' },
    RESERVATION_CANCELLED: {
      description: 'The student, the owner or an admin cancelled (status CANCELLED).',
    },
    RESERVATION_COMPLETED: { description: 'The stay is over (status COMPLETED).' },
    HOSTEL_PUBLISHED: { description: 'A hostel was approved and is now public.' },
    HOSTEL_CHANGED: { description: 'What a hostel’s listing shows changed, or it left the platform.' },
    HOSTEL_SUSPENDED: { description: 'An admin suspended a hostel: it is hidden from search.' },
    REVIEW_POSTED: { description: 'A student posted a review of a stay.' },
    PING: {
      description:
        'A test webhook delivery (on creation and pingWebhookSubscription); never in the feed, never subscribed to.',
    },
  },
});

/** One domain event of the change feed; `id` is its sequence id (increasing, as a decimal string). */
@ObjectType('Event', { description: 'One change, in the order they were committed.' })
export class EventObject {
  @Field(() => ID, { description: 'The sequence id: a decimal integer, increasing; also the cursor.' })
  id!: string;

  @Field(() => DomainEventType, { description: 'What happened.' })
  type!: DomainEventType;

  @Field(() => ID, { description: 'The reservation, hostel or review the event is about.' })
  subjectId!: string;

  @Field(() => Int, {
    description: 'Its position among its subject’s events (1, 2, ...); webhook bodies carry it too.',
  })
  sequence!: number;

  @Field(() => ID, { nullable: true, description: 'The hostel concerned.' })
  hostelId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The reservation’s or hostel’s status after the change (null for reviews).',
  })
  status!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A reservation’s status before the change (null when it was requested, and for hostels and reviews), as webhook bodies’ data.fromStatus.',
  })
  fromStatus!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The reservation’s short code, as on receipts (null for hostels and reviews), as webhook bodies’ data.code.',
  })
  code!: string | null;

  @Field(() => Date, { description: 'When the change was committed.' })
  createdAt!: Date;
}

@ObjectType('EventEdge', { description: 'One event of the change feed, with its cursor.' })
export class EventEdge {
  @Field(() => String, { description: 'Pass as after to continue after this event: its sequence id.' })
  cursor!: string;

  @Field(() => EventObject, { description: 'The event.' })
  node!: EventObject;
}

@ObjectType('EventConnection', {
  description: 'A page of the change feed, oldest first; keep the last endCursor and ask again.',
})
export class EventConnection {
  @Field(() => [EventEdge], { description: 'The events of this page, oldest first.' })
  edges!: EventEdge[];

  @Field(() => PageInfo, { description: 'Where this page ends: keep endCursor for the next request.' })
  pageInfo!: PageInfo;
}

/** `after` is a sequence id: an event's id or a page's endCursor, whatever `types` asks for. */
@ArgsType()
export class EventsArgs extends ConnectionArgs {
  readonly [UNBOUND_CURSORS] = true;

  @Field(() => [DomainEventType], { nullable: true, description: 'Only these kinds of events.' })
  types?: DomainEventType[] | null;
}
