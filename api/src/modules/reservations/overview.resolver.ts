import { Ctx, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { ownerOverview } from './overview.service.js';
import { OwnerOverviewObject } from './overview.types.js';
import { Access } from '../../core/access.js';

/** The owner dashboard's figures; each owner sees their own hostels' only. */
@Resolver()
export class OwnerOverviewResolver {
  @Access({ roles: ['OWNER'], scope: 'web-only', policy: 'self' })
  @Query(() => OwnerOverviewObject, {
    description: 'Requests waiting, arrivals and departures of the next 7 days, occupancy of the next 30.',
  })
  ownerOverview(@Ctx() ctx: Context) {
    return ownerOverview(ctx.db, requireActiveUser(ctx.viewer));
  }
}
