import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { adminOverview } from './overview.service.js';
import { AdminOverviewObject } from './overview.types.js';

@Authorized('ADMIN')
@Resolver()
export class AdminOverviewResolver {
  @Query(() => AdminOverviewObject, { description: 'The platform’s figures, for admins.' })
  adminOverview(@Ctx() ctx: Context) {
    return adminOverview(ctx.db);
  }
}
