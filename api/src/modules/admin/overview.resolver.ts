import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { adminOverview } from './overview.service.js';
import { AdminOverviewObject } from './overview.types.js';
import { Access } from '../../core/access.js';

@Resolver()
export class AdminOverviewResolver {
  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => AdminOverviewObject, { description: 'The platform’s figures, for admins.' })
  adminOverview(@Ctx() ctx: Context) {
    return adminOverview(ctx.db);
  }
}
