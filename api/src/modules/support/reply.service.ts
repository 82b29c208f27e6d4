import { checkSupportReply } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import type { Database } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import type { TicketStatus, User } from '../../generated/prisma/client.js';
import { attachmentRows, checkAttachments, lockTicket, toTicketObject } from './ticket.service.js';
import { noticeReply } from './support.notices.js';
import { acceptsReplies } from './support.policies.js';
import type { SupportReplyInput, TicketRow } from './support.types.js';

async function checkReply(db: Database, user: User, input: SupportReplyInput) {
  const check = new FieldCheck();
  const body = checkSupportReply(check, input.body);
  const attachmentIds = await checkAttachments(db, check, user, input.attachmentIds);
  check.throwIfAny();
  return { body, attachmentIds };
}

/** Where a reply moves the ticket: the requester's reopens a resolved one; support's first takes it on. */
function statusAfterReply(ticket: TicketRow, fromRequester: boolean): TicketStatus {
  if (fromRequester && ticket.status === 'RESOLVED') return ticket.assigneeId ? 'IN_PROGRESS' : 'OPEN';
  if (fromRequester) return ticket.status;
  return ticket.status === 'OPEN' ? 'IN_PROGRESS' : ticket.status;
}

/**
 * A reply to the ticket's conversation. From the requester: until the ticket is closed, and one to a
 * RESOLVED ticket reopens it. From an admin: the first one is the first answer, an OPEN ticket goes
 * IN_PROGRESS and an unassigned one becomes theirs; audited.
 */
export async function replyToTicket(db: Database, user: User, input: SupportReplyInput) {
  const { body, attachmentIds } = await checkReply(db, user, input);
  const row = await writeAs(db, user.id, async (tx) => {
    const ticket = await lockTicket(tx, user, input.ticketId);
    const fromRequester = ticket.requesterId === user.id;
    if (!acceptsReplies(ticket.status))
      throw conflict('This ticket is closed: open a new one if you still need help.');
    const message = await tx.supportMessage.create({
      data: { ticketId: ticket.id, authorId: user.id, body, attachments: attachmentRows(attachmentIds) },
    });
    const status = statusAfterReply(ticket, fromRequester);
    const updated = await tx.supportTicket.update({
      where: { id: ticket.id },
      data: {
        status,
        lastMessageAt: message.createdAt,
        ...(status !== 'RESOLVED' ? { resolvedAt: null } : {}),
        ...(!fromRequester && !ticket.firstAnsweredAt ? { firstAnsweredAt: message.createdAt } : {}),
        ...(!fromRequester && !ticket.assigneeId ? { assigneeId: user.id } : {}),
      },
    });
    if (!fromRequester) {
      await audit(tx, {
        actorId: user.id,
        action: 'support.reply',
        entity: 'SupportTicket',
        entityId: ticket.id,
        details: { messageId: message.id, from: ticket.status, to: status },
      });
    }
    await noticeReply(tx, updated, message, fromRequester);
    return updated;
  });
  return toTicketObject(row, user);
}

/** An admins-only note on the ticket: it never changes what the requester sees, nor its times. */
export async function addNote(db: Database, admin: User, input: SupportReplyInput) {
  const { body, attachmentIds } = await checkReply(db, admin, input);
  const row = await writeAs(db, admin.id, async (tx) => {
    const ticket = await lockTicket(tx, admin, input.ticketId);
    const note = await tx.supportMessage.create({
      data: {
        ticketId: ticket.id,
        authorId: admin.id,
        body,
        internal: true,
        attachments: attachmentRows(attachmentIds),
      },
    });
    await audit(tx, {
      actorId: admin.id,
      action: 'support.note',
      entity: 'SupportTicket',
      entityId: ticket.id,
      details: { messageId: note.id },
    });
    return ticket;
  });
  return toTicketObject(row, admin);
}
