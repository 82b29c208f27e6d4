import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { ConnectionArgs } from '../../core/pagination.js';
import * as admin from './admin.service.js';
import * as replies from './reply.service.js';
import * as tickets from './ticket.service.js';
import {
  OpenSupportTicketInput,
  SupportQueueArgs,
  SupportQueueStatsObject,
  SupportReplyInput,
  SupportTicketConnection,
  SupportTicketObject,
  TicketStatus,
} from './support.types.js';
import { Access } from '../../core/access.js';
import { canCiteReservation, canSeeTicket } from './support.policies.js';

@Resolver()
export class SupportResolver {
  @Access({ roles: 'signed-in', scope: 'web-only', policy: [canCiteReservation, 'self'] })
  @Mutation(() => SupportTicketObject, { description: 'Asks the platform’s support for help.' })
  openSupportTicket(
    @Arg('input', () => OpenSupportTicketInput, {
      description: 'Category, subject, description and optional reservation and files.',
    })
    input: OpenSupportTicketInput,
    @Ctx() ctx: Context,
  ) {
    return tickets.openTicket(ctx.db, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Query(() => SupportTicketConnection, { description: 'Your support tickets, latest activity first.' })
  mySupportTickets(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    return tickets.myTickets(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: canSeeTicket })
  @Query(() => SupportTicketObject, {
    nullable: true,
    description: 'One of your tickets (admins: any, with internal notes); NOT_FOUND for anyone else’s.',
  })
  supportTicket(@Arg('id', () => ID, { description: 'The ticket’s id.' }) id: string, @Ctx() ctx: Context) {
    return tickets.getTicket(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: canSeeTicket })
  @Mutation(() => SupportTicketObject, {
    description:
      'Replies on a ticket until it is closed: the requester’s reply reopens a resolved ticket; an ' +
      'admin’s is support’s answer.',
  })
  replyToSupportTicket(
    @Arg('input', () => SupportReplyInput, { description: 'The ticket, text and files.' })
    input: SupportReplyInput,
    @Ctx() ctx: Context,
  ) {
    return replies.replyToTicket(ctx.db, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => SupportTicketConnection, {
    description: 'Admins: the support queue, unassigned first, then oldest first.',
  })
  supportTickets(@Args(() => SupportQueueArgs) args: SupportQueueArgs, @Ctx() ctx: Context) {
    return admin.supportQueue(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => SupportQueueStatsObject, { description: 'Admins: the support queue’s header figures.' })
  supportQueueStats(@Ctx() ctx: Context) {
    return admin.supportQueueStats(ctx.db);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => SupportTicketObject, {
    description: 'Admins: assigns a ticket to an admin (null: nobody).',
  })
  assignSupportTicket(
    @Arg('id', () => ID, { description: 'The ticket.' }) id: string,
    @Arg('assigneeId', () => ID, { nullable: true, description: 'The admin to assign; null to unassign.' })
    assigneeId: string | null,
    @Ctx() ctx: Context,
  ) {
    return admin.assignTicket(ctx.db, requireActiveUser(ctx.viewer), id, assigneeId);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => SupportTicketObject, { description: 'Admins: a note on the ticket only admins ever see.' })
  addSupportNote(
    @Arg('input', () => SupportReplyInput, { description: 'The ticket, text and files of the note.' })
    input: SupportReplyInput,
    @Ctx() ctx: Context,
  ) {
    return replies.addNote(ctx.db, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => SupportTicketObject, { description: 'Admins: moves a ticket to a status.' })
  setSupportTicketStatus(
    @Arg('id', () => ID, { description: 'The ticket.' }) id: string,
    @Arg('status', () => TicketStatus, { description: 'The new status.' }) status: TicketStatus,
    @Ctx() ctx: Context,
  ) {
    return admin.setTicketStatus(ctx.db, requireActiveUser(ctx.viewer), id, status);
  }
}
