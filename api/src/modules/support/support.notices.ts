// Who hears of support: admins of every new ticket (reports too), the requester of each answer,
// the assignee of each answer from the requester. Written in the transaction of the ticket or reply.
import { sqlOf, type Tx } from '../../core/db.js';
import type { Role, SupportMessage, SupportTicket } from '../../generated/prisma/client.js';
import { notify, notifyAdmins, type Notice } from '../notifications/index.js';

const adminLink = (ticketId: string) => `/admin/support?ticket=${ticketId}`;
const HELP_PAGES: Record<Role, string> = {
  STUDENT: '/students/support',
  OWNER: '/dashboard/support',
  ADMIN: '/admin/support',
};

export type TicketOrigin = 'SUPPORT_TICKET_OPENED' | 'CONVERSATION_REPORTED' | 'REVIEW_REPORTED';
const OPENED_TITLES: Record<TicketOrigin, string> = {
  SUPPORT_TICKET_OPENED: 'New support ticket',
  CONVERSATION_REPORTED: 'A conversation was reported',
  REVIEW_REPORTED: 'A review was reported',
};

/** Every active admin hears of a new ticket (once per ticket). */
export const noticeTicketOpened = (tx: Tx, ticket: SupportTicket, origin: TicketOrigin) =>
  notifyAdmins(sqlOf(tx), {
    kind: origin,
    subjectId: ticket.id,
    title: `${OPENED_TITLES[origin]}: ${ticket.subject}`,
    body: `Ticket about ${ticket.category.toLowerCase()}: "${ticket.subject}". It waits in the support queue.`,
    link: adminLink(ticket.id),
  });

/**
 * A reply from support tells the requester (with a link to the ticket on their help page); one
 * from the requester tells the assigned admin. One notice per message.
 */
export async function noticeReply(
  tx: Tx,
  ticket: SupportTicket,
  message: SupportMessage,
  fromRequester: boolean,
): Promise<Notice[]> {
  const excerpt = message.body.length > 300 ? `${message.body.slice(0, 297)}...` : message.body;
  if (fromRequester) {
    if (!ticket.assigneeId || ticket.assigneeId === ticket.requesterId) return [];
    const notice = await notify(sqlOf(tx), {
      userId: ticket.assigneeId,
      kind: 'SUPPORT_REPLY',
      subjectId: message.id,
      title: `New reply on "${ticket.subject}"`,
      body: excerpt,
      link: adminLink(ticket.id),
    });
    return notice ? [notice] : [];
  }
  const requester = await tx.user.findUniqueOrThrow({
    where: { id: ticket.requesterId },
    select: { role: true },
  });
  const notice = await notify(sqlOf(tx), {
    userId: ticket.requesterId,
    kind: 'SUPPORT_REPLY',
    subjectId: message.id,
    title: `Support answered "${ticket.subject}"`,
    body: excerpt,
    link: `${HELP_PAGES[requester.role]}?ticket=${ticket.id}`,
  });
  return notice ? [notice] : [];
}
