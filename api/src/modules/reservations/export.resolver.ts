import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { checkExport, exportLink } from './export.service.js';
import { canExportHostelReservations } from './reservation.policies.js';
import { ReservationStatus } from './reservation.types.js';
import { Access } from '../../core/access.js';

@Resolver()
export class ReservationExportResolver {
  // The link's route checks the owner again; a token's viewer is its owner, as for the web session.
  @Access({ roles: ['OWNER', 'ADMIN'], scope: 'reservations:read', policy: canExportHostelReservations })
  @Query(() => String, {
    description:
      'A short-lived link to a CSV of the reservations whose stays overlap the period (owners: their own hostels; admins: all).',
  })
  async reservationsExportLink(
    @Arg('from', () => String, { description: 'First day, YYYY-MM-DD.' }) from: string,
    @Arg('to', () => String, { description: 'Last day, YYYY-MM-DD (at most 366 days in all).' }) to: string,
    @Arg('hostelId', () => ID, {
      nullable: true,
      description: 'Only this hostel (owners: one of theirs); all when null.',
    })
    hostelId: string | null,
    @Arg('status', () => ReservationStatus, {
      nullable: true,
      description: 'Only reservations in this status; all when null.',
    })
    status: ReservationStatus | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    const user = requireActiveUser(ctx.viewer);
    return exportLink(ctx.config, user, await checkExport(ctx.db, user, { from, to, hostelId, status }));
  }
}
