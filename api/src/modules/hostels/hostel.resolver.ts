import { Arg, Args, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { activeUserOf, requireActiveUser } from '../../core/auth.js';
import { HostelSearchArgs, MyHostelsArgs } from './hostel.inputs.js';
import * as hostels from './hostel.service.js';
import { HostelConnection, HostelObject } from './hostel.types.js';
import { searchHostels, toSearchQuery } from './search.service.js';
import { Access } from '../../core/access.js';
import { canViewHostel } from './hostel.policies.js';

/** Reading hostels: public search and details, and the owner's own list. */
@Resolver()
export class HostelResolver {
  @Access({
    public: 'public search: anybody may find PUBLISHED hostels',
    scope: 'listings:read',
    policy: 'public',
  })
  @Query(() => HostelConnection, { description: 'Search published hostels; a Relay connection.' })
  async hostels(@Args(() => HostelSearchArgs) args: HostelSearchArgs, @Ctx() ctx: Context) {
    const viewerId = activeUserOf(ctx.viewer)?.id ?? null;
    const settings = await ctx.rateLimits.settings();
    const query = toSearchQuery(args.filter ?? {}, args.sort, args, viewerId, settings);
    return searchHostels(ctx.db, query, args);
  }

  @Access({
    public:
      'public details; NOT_FOUND unless PUBLISHED, or the viewer is its active owner or an active admin',
    scope: 'listings:read',
    policy: canViewHostel,
  })
  @Query(() => HostelObject, {
    nullable: true,
    description: 'One hostel by id or slug; with dates, room types show free beds.',
  })
  hostel(
    @Arg('id', () => ID, { nullable: true, description: 'The hostel’s id (or give slug).' })
    id: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'The hostel’s slug, as in its page address.' })
    slug: string | null,
    @Arg('checkIn', () => String, { nullable: true, description: 'YYYY-MM-DD' }) checkIn: string | null,
    @Arg('checkOut', () => String, { nullable: true, description: 'YYYY-MM-DD' }) checkOut: string | null,
    @Arg('beds', () => Int, { nullable: true, description: 'Beds wanted, for the free beds (default 1).' })
    beds: number | null,
    @Ctx() ctx: Context,
  ) {
    return hostels.findHostel(ctx.db, activeUserOf(ctx.viewer), { id, slug }, { checkIn, checkOut, beds });
  }

  @Access({ roles: ['OWNER'], scope: 'listings:read', policy: 'self' })
  @Query(() => HostelConnection, { description: 'Your listings (drafts included), newest first.' })
  myHostels(@Args(() => MyHostelsArgs) args: MyHostelsArgs, @Ctx() ctx: Context) {
    return hostels.myHostels(ctx.db, requireActiveUser(ctx.viewer), args);
  }
}
