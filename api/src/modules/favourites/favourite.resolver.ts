import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import { ConnectionArgs } from '../../core/pagination.js';
import { canFavouriteHostel, HostelConnection, HostelObject } from '../hostels/index.js';
import * as favourites from './favourite.service.js';
import { Access } from '../../core/access.js';

@Resolver()
export class FavouriteResolver {
  @Access({ roles: 'signed-in', scope: 'web-only', policy: canFavouriteHostel })
  @Mutation(() => HostelObject, { description: 'Favourites a published hostel (idempotent).' })
  addFavourite(
    @Arg('hostelId', () => ID, { description: 'A published hostel.' }) hostelId: string,
    @Ctx() ctx: Context,
  ) {
    return favourites.addFavourite(ctx.db, requireActiveUser(ctx.viewer), hostelId);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Mutation(() => Boolean, { description: 'Removes a favourite (idempotent); always true.' })
  removeFavourite(
    @Arg('hostelId', () => ID, { description: 'The hostel to remove from your favourites.' })
    hostelId: string,
    @Ctx() ctx: Context,
  ) {
    return favourites.removeFavourite(ctx.db, requireActiveUser(ctx.viewer), hostelId);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Query(() => HostelConnection, { description: 'Your favourite hostels that are published, latest first.' })
  myFavourites(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    return favourites.myFavourites(ctx.db, requireActiveUser(ctx.viewer), args);
  }
}
