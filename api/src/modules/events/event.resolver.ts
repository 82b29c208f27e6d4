import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { activeUserOf } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { listEvents, RESERVATION_EVENT_TYPES } from './event.service.js';
import { DomainEventType, EventConnection, EventsArgs } from './event.types.js';
import { Access } from '../../core/access.js';

const ALL_TYPES = Object.values(DomainEventType);

@Resolver()
export class EventResolver {
  @Access({
    public: 'the change feed: the public reads public events; a user also their own',
    scope: 'listings:read',
    policy: 'public',
  })
  @Query(() => EventConnection, {
    description:
      'The change feed, oldest first, filtered to what you may see; kept 90 days. Poll with after = the last endCursor.',
  })
  events(@Args(() => EventsArgs) args: EventsArgs, @Ctx() ctx: Context) {
    const scopes = ctx.viewer?.apiClient?.scopes;
    let types = args.types?.length ? args.types : null;
    // A token without reservations:read reads the listing and review events only.
    if (scopes && !scopes.has('reservations:read')) {
      types = (types ?? ALL_TYPES).filter((type) => !RESERVATION_EVENT_TYPES.includes(type));
    }
    return listEvents(ctx.db, activeUserOf(ctx.viewer), { ...args, types });
  }
}
