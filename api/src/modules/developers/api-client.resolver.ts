import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import * as clients from './api-client.service.js';
import { ApiClientObject, ApiClientSecretObject, CreateApiClientInput } from './api-client.types.js';
import { Access } from '../../core/access.js';

/**
 * Owners (for their own hostels and reservations) and admins (platform-wide) manage API clients;
 * students cannot. API tokens cannot manage clients either (core/scopes.ts lists no scope for it).
 */
@Resolver()
export class ApiClientResolver {
  @Access({ roles: ['OWNER', 'ADMIN'], scope: 'web-only', policy: 'self' })
  @Query(() => [ApiClientObject], { description: 'Your API clients, newest first, revoked ones included.' })
  apiClients(@Ctx() ctx: Context) {
    return clients.listApiClients(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: ['OWNER', 'ADMIN'], scope: 'web-only', policy: 'self' })
  @Mutation(() => ApiClientSecretObject, {
    description: 'Creates an API client; its token is shown only in this answer.',
  })
  createApiClient(
    @Arg('input', () => CreateApiClientInput, { description: 'Name, scopes and allowed origins.' })
    input: CreateApiClientInput,
    @Ctx() ctx: Context,
  ) {
    return clients.createApiClient(ctx.db, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: ['OWNER', 'ADMIN'], scope: 'web-only', policy: 'self' })
  @Mutation(() => ApiClientSecretObject, {
    description:
      'Replaces the client’s token: the new one is shown only in this answer, the old one is refused at once.',
  })
  rotateApiClientToken(
    @Arg('id', () => ID, { description: 'One of your API clients, not revoked.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return clients.rotateApiClientToken(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: ['OWNER', 'ADMIN'], scope: 'web-only', policy: 'self' })
  @Mutation(() => ApiClientObject, {
    description: 'Revokes the client for good; its token is refused at once.',
  })
  revokeApiClient(
    @Arg('id', () => ID, { description: 'One of your API clients (revoking it again changes nothing).' })
    id: string,
    @Ctx() ctx: Context,
  ) {
    return clients.revokeApiClient(ctx.db, requireActiveUser(ctx.viewer), id);
  }
}
