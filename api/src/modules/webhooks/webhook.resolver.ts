import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { IDEMPOTENCY_KEY_DESCRIPTION, keyedRequest } from '../../core/idempotency.js';
import * as webhooks from './webhook.service.js';
import {
  CreateWebhookSubscriptionInput,
  UpdateWebhookSubscriptionInput,
  WebhookDeliveriesArgs,
  WebhookDeliveryConnection,
  WebhookDeliveryObject,
  WebhookSubscriptionObject,
  WebhookSubscriptionWithSecretObject,
} from './webhook.types.js';
import { Access } from '../../core/access.js';
import { ownsApiClient, ownsSubscription } from './webhook.policies.js';

/** Webhook subscriptions of your API clients (with a token: the webhooks:manage scope, core/scopes.ts). */
@Resolver()
export class WebhookResolver {
  @Access({ roles: 'signed-in', scope: 'webhooks:manage', policy: [ownsApiClient, 'self'] })
  @Query(() => [WebhookSubscriptionObject], {
    description: 'Webhook subscriptions of your API clients (of one client when given).',
  })
  webhookSubscriptions(
    @Arg('apiClientId', () => ID, {
      nullable: true,
      description: 'Only this API client’s subscriptions; all of yours when null.',
    })
    apiClientId: string | null,
    @Ctx() ctx: Context,
  ) {
    return webhooks.listSubscriptions(ctx.db, requireActiveUser(ctx.viewer), apiClientId);
  }

  @Access({ roles: 'signed-in', scope: 'webhooks:manage', policy: ownsSubscription })
  @Query(() => WebhookDeliveryConnection, { description: 'A subscription’s delivery log, newest first.' })
  webhookDeliveries(@Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs, @Ctx() ctx: Context) {
    return webhooks.listDeliveries(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: 'signed-in', scope: 'webhooks:manage', policy: ownsApiClient })
  @Mutation(() => WebhookSubscriptionWithSecretObject, {
    description: 'Subscribes one of your API clients to events from now on; the secret is shown only here.',
  })
  createWebhookSubscription(
    @Arg('input', () => CreateWebhookSubscriptionInput, {
      description: 'The API client, URL, events and optional secret.',
    })
    input: CreateWebhookSubscriptionInput,
    @Ctx() ctx: Context,
  ) {
    const user = requireActiveUser(ctx.viewer);
    const { idempotencyKey, ...rest } = input;
    const keyed = keyedRequest(
      ctx.viewer,
      'createWebhookSubscription',
      idempotencyKey,
      rest,
      'input.idempotencyKey',
    );
    return webhooks.createSubscription(ctx.db, ctx.config, user, rest, keyed);
  }

  @Access({ roles: 'signed-in', scope: 'webhooks:manage', policy: ownsSubscription })
  @Mutation(() => WebhookSubscriptionObject, {
    description: 'Changes the URL or events, or turns it on or off.',
  })
  updateWebhookSubscription(
    @Arg('id', () => ID, { description: 'One of your subscriptions.' }) id: string,
    @Arg('input', () => UpdateWebhookSubscriptionInput, { description: 'The changes.' })
    input: UpdateWebhookSubscriptionInput,
    @Ctx() ctx: Context,
  ) {
    return webhooks.updateSubscription(ctx.db, ctx.config, requireActiveUser(ctx.viewer), id, input);
  }

  @Access({ roles: 'signed-in', scope: 'webhooks:manage', policy: ownsSubscription })
  @Mutation(() => ID, { description: 'Deletes a subscription and its delivery log; answers its id.' })
  deleteWebhookSubscription(
    @Arg('id', () => ID, { description: 'One of your subscriptions.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return webhooks.deleteSubscription(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: 'signed-in', scope: 'webhooks:manage', policy: ownsSubscription })
  @Mutation(() => WebhookDeliveryObject, {
    description:
      'Sends a PING delivery to a subscription now (signed and logged like an event; not in the feed). One is also sent on creation.',
  })
  pingWebhookSubscription(
    @Arg('id', () => ID, { description: 'One of your subscriptions.' }) id: string,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENCY_KEY_DESCRIPTION })
    idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    const user = requireActiveUser(ctx.viewer);
    const keyed = keyedRequest(ctx.viewer, 'pingWebhookSubscription', idempotencyKey, { id });
    return webhooks.pingSubscription(ctx.db, user, id, keyed);
  }

  @Access({ roles: 'signed-in', scope: 'webhooks:manage', policy: ownsSubscription })
  @Mutation(() => WebhookSubscriptionWithSecretObject, {
    description:
      'Replaces the signing secret with a new one, shown only here; for 24 hours deliveries are signed with both.',
  })
  rotateWebhookSecret(
    @Arg('id', () => ID, { description: 'One of your subscriptions.' }) id: string,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENCY_KEY_DESCRIPTION })
    idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    const user = requireActiveUser(ctx.viewer);
    const keyed = keyedRequest(ctx.viewer, 'rotateWebhookSecret', idempotencyKey, { id });
    return webhooks.rotateSecret(ctx.db, user, id, keyed);
  }

  @Access({ roles: 'signed-in', scope: 'webhooks:manage', policy: ownsSubscription })
  @Mutation(() => WebhookDeliveryObject, {
    description: 'Sends a delivery again now (same delivery id), with a fresh set of retries.',
  })
  redeliverWebhook(
    @Arg('id', () => ID, { description: 'A delivery of one of your subscriptions.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return webhooks.redeliver(ctx.db, requireActiveUser(ctx.viewer), id);
  }
}
