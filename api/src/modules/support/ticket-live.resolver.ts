import { Arg, Ctx, ID, Resolver, Root, Subscription } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { forgetLoaders } from '../../core/loaders.js';
import { Topic } from '../../core/pubsub.js';
import { SupportTicketObject } from './support.types.js';
import * as tickets from './ticket.service.js';
import { Access } from '../../core/access.js';
import { canSeeTicket } from './support.policies.js';

type SubscribeData = { args: Record<string, unknown>; context: Context };
interface TicketUpdated {
  ticketId: string;
  internal: boolean;
}

/** The events of `source` that `keep` accepts; ending the result ends the source. */
async function* keepOnly<T>(source: AsyncIterableIterator<unknown>, keep: (event: T) => boolean) {
  try {
    for await (const event of source) if (keep(event as T)) yield event as T;
  } finally {
    await source.return?.();
  }
}

@Resolver()
export class SupportLiveResolver {
  @Access({ roles: 'signed-in', scope: 'web-only', policy: canSeeTicket })
  @Subscription(() => SupportTicketObject, {
    description:
      'One ticket, each time it changes or gets a message: its requester (never told of internal ' +
      'notes) and admins; refused at the start for anyone else’s.',
    // The ticket is checked before listening, so a stranger's subscription fails at once (NOT_FOUND).
    subscribe: async ({ args, context }: SubscribeData) => {
      const user = requireActiveUser(context.viewer);
      const ticket = await tickets.getTicket(context.db, user, String(args.id));
      const events = context.dbChanges.subscribe(Topic.SUPPORT_TICKET_UPDATED, ticket.id);
      return keepOnly<TicketUpdated>(events, (event) => ticket.asAdmin || !event.internal);
    },
  })
  supportTicketUpdated(
    @Arg('id', () => ID, { description: 'The ticket’s id.' }) _id: string,
    @Root() event: TicketUpdated,
    @Ctx() ctx: Context,
  ) {
    forgetLoaders(ctx);
    return tickets.getTicket(ctx.db, requireActiveUser(ctx.viewer), event.ticketId);
  }
}
