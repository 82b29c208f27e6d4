import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { FileObject, toFileObject } from '../files/index.js';
import { HostelObject, type HostelNode } from '../hostels/index.js';
import { ReservationObject, type ReservationNode } from '../reservations/index.js';
import { toUserObject, UserObject } from '../users/index.js';
import { ticketMessages } from './ticket.service.js';
import { SupportMessageObject, SupportTicketObject } from './support.types.js';

// Tickets reach only their requester and admins (the services check); their fields follow.
@Resolver(() => SupportTicketObject)
export class SupportTicketFieldsResolver {
  @FieldResolver(() => UserObject, { description: 'The user who opened the ticket.' })
  async requester(@Root() ticket: SupportTicketObject, @Ctx() ctx: Context) {
    return toUserObject(
      await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: ticket.row.requesterId } }),
    );
  }

  @FieldResolver(() => UserObject, { nullable: true, description: 'The admin handling it.' })
  async assignee(@Root() ticket: SupportTicketObject, @Ctx() ctx: Context) {
    const { assigneeId } = ticket.row;
    return assigneeId
      ? toUserObject(await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: assigneeId } }))
      : null;
  }

  @FieldResolver(() => ReservationObject, {
    nullable: true,
    description: 'The reservation it is about; null when none.',
  })
  reservation(
    @Root() ticket: SupportTicketObject,
    @Ctx() ctx: Context,
  ): Promise<ReservationNode | null> | null {
    const { reservationId } = ticket.row;
    return reservationId ? ctx.db.prisma.reservation.findUnique({ where: { id: reservationId } }) : null;
  }

  @FieldResolver(() => HostelObject, {
    nullable: true,
    description: 'The listing it is about; null when none.',
  })
  hostel(@Root() ticket: SupportTicketObject, @Ctx() ctx: Context): Promise<HostelNode | null> | null {
    const { hostelId } = ticket.row;
    return hostelId ? ctx.db.prisma.hostel.findUnique({ where: { id: hostelId } }) : null;
  }

  @FieldResolver(() => [SupportMessageObject], {
    description: 'The conversation with support, oldest first; internal notes for admins only.',
  })
  async messages(@Root() ticket: SupportTicketObject, @Ctx() ctx: Context): Promise<SupportMessageObject[]> {
    const rows = await ticketMessages(ctx.db, ticket);
    return rows.map((row) => ({
      id: row.id,
      body: row.body,
      internal: row.internal,
      fromSupport: row.authorId !== ticket.row.requesterId,
      createdAt: row.createdAt,
      authorId: row.authorId,
      attachmentIds: row.attachments.map((attachment) => attachment.fileId),
    }));
  }
}

@Resolver(() => SupportMessageObject)
export class SupportMessageFieldsResolver {
  @FieldResolver(() => UserObject, { description: 'Who wrote it: the requester or an admin.' })
  async author(@Root() message: SupportMessageObject, @Ctx() ctx: Context) {
    return toUserObject(await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: message.authorId } }));
  }

  @FieldResolver(() => [FileObject], { description: 'Attached files, in order.' })
  async attachments(@Root() message: SupportMessageObject, @Ctx() ctx: Context): Promise<FileObject[]> {
    if (message.attachmentIds.length === 0) return [];
    const rows = await ctx.db.prisma.file.findMany({ where: { id: { in: message.attachmentIds } } });
    const byId = new Map(rows.map((row) => [row.id, toFileObject(row)]));
    return message.attachmentIds.flatMap((id) => byId.get(id) ?? []);
  }
}
