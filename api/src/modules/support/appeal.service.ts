// A suspended user's appeal: the one ticket, and the one write, a suspended account may make. It
// reaches admins as any ticket does (the queue, a notice); the answer comes by e-mail.
import { APPEAL_SUBJECT, checkAppeal } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Database } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import type { User } from '../../generated/prisma/client.js';
import { noticeTicketOpened } from './support.notices.js';
import { toTicketObject } from './ticket.service.js';

/** An appeal support has not answered yet: while one waits, no second one is opened. */
const WAITING = ['OPEN', 'IN_PROGRESS'] as const;

/** The user's latest appeal, whatever its status; null when they never appealed. */
export async function latestAppeal(db: Database, user: User) {
  const row = await db.prisma.supportTicket.findFirst({
    where: { requesterId: user.id, category: 'APPEAL' },
    orderBy: { createdAt: 'desc' },
  });
  return row && toTicketObject(row, user);
}

/** Opens an appeal for the suspended `user` (CONFLICT while another one waits for an answer). */
export async function appealSuspension(db: Database, user: User, message: string) {
  const check = new FieldCheck();
  const body = checkAppeal(check, message);
  check.throwIfAny();
  // The user's row stays locked through the transaction, checked the other way round (refused
  // unless still SUSPENDED): two appeals sent at once count one after the other, and a
  // reinstatement meanwhile refuses this one.
  const row = await writeAs(
    db,
    user.id,
    async (tx) => {
      const waiting = await tx.supportTicket.findFirst({
        where: { requesterId: user.id, category: 'APPEAL', status: { in: [...WAITING] } },
        select: { id: true },
      });
      if (waiting) throw conflict('Your appeal is already with support; they answer by e-mail.');
      const row = await tx.supportTicket.create({
        data: {
          requesterId: user.id,
          category: 'APPEAL',
          subject: APPEAL_SUBJECT,
          messages: { create: { authorId: user.id, body } },
        },
      });
      await noticeTicketOpened(tx, row, 'SUPPORT_TICKET_OPENED');
      return row;
    },
    { status: 'SUSPENDED' },
  );
  return toTicketObject(row, user);
}
