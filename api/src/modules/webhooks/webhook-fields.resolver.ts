import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import type { WebhookSubscription } from '../../generated/prisma/client.js';
import {
  toDeliveryObject,
  WebhookDeliveryObject,
  WebhookSubscriptionObject,
  WITH_ATTEMPTS,
} from './webhook.types.js';

/** Relations of a WebhookSubscription; subscriptions reach only their API client's creator (webhook.service). */
@Resolver(() => WebhookSubscriptionObject)
export class WebhookFieldsResolver {
  @FieldResolver(() => WebhookDeliveryObject, {
    nullable: true,
    description:
      'The delivery of the newest event (null before the first): how the receiver answered lately.',
  })
  async lastDelivery(@Root() subscription: WebhookSubscription, @Ctx() ctx: Context) {
    // One indexed lookup (subscriptionId, eventId) per subscription: a user lists at most
    // WEBHOOK_SUBSCRIPTIONS_LISTED of them. Event order, as deliveries of one fan-out share a time.
    const row = await ctx.db.prisma.webhookDelivery.findFirst({
      where: { subscriptionId: subscription.id },
      orderBy: { eventId: 'desc' },
      include: WITH_ATTEMPTS,
    });
    return row ? toDeliveryObject(row) : null;
  }
}
