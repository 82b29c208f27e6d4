import { Arg, Authorized, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { apiClientUsage } from './api-client.service.js';
import { ApiClientObject, ApiClientUsageDayObject } from './api-client.types.js';

/** Fields of an API client read on demand; only its creator (an owner or admin) sees them. */
@Authorized('OWNER', 'ADMIN')
@Resolver(() => ApiClientObject)
export class ApiClientFieldsResolver {
  @FieldResolver(() => [ApiClientUsageDayObject], {
    description:
      'Requests and refusals per UTC day over the last `days` days (1 to 30), newest first; days without requests are left out.',
  })
  usage(
    @Root() client: ApiClientObject,
    @Arg('days', () => Int, { defaultValue: 30, description: 'How many days back, today included.' })
    days: number,
    @Ctx() ctx: Context,
  ) {
    return apiClientUsage(ctx.db, requireActiveUser(ctx.viewer), client.id, days);
  }
}
