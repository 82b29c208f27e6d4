// New-message e-mail: only for messages still unread 10 minutes after the oldest of them was sent,
// all of a conversation's unread messages in one e-mail. Each side of a conversation keeps the
// newest message already mailed (…MailedThrough), moved in the e-mail's own transaction under the
// conversation's row lock, so no message is ever in two e-mails.
import { processClaimed, BATCH_SIZE, type Job } from '../../core/jobs.js';
import { sqlOf, type Tx } from '../../core/db.js';
import { queueEmail } from '../notifications/index.js';
import { visibleText } from '../reservations/index.js';
import { claimDueConversations, markMailed, unreadMessages, type SideColumns } from './message-email.sql.js';
import { bodiesAsSeen } from './visible-text.js';

export const UNREAD_EMAIL_DELAY_MS = 10 * 60_000;
/** At most this many messages are quoted; the e-mail says how many more there are. */
const QUOTED = 5;

interface Side extends SideColumns {
  link: (conversationId: string) => string;
}

const SIDES: Side[] = [
  {
    recipient: 'ownerId',
    readAt: 'ownerReadAt',
    mailed: 'ownerMailedThrough',
    link: (id) => `/dashboard/messages?conversation=${id}`,
  },
  {
    recipient: 'studentId',
    readAt: 'studentReadAt',
    mailed: 'studentMailedThrough',
    link: (id) => `/students/messages?conversation=${id}`,
  },
];

async function mailSide(tx: Tx, conversationId: string, side: Side, cutoff: Date): Promise<boolean> {
  const sql = sqlOf(tx);
  const messages = await unreadMessages(sql, conversationId, side);
  const [first] = messages;
  if (!first || first.createdAt > cutoff) return false;
  const last = messages.at(-1)!;
  const count = messages.length;
  const quotedRows = messages.slice(-QUOTED);
  // The recipient's view, as in the app: masked before a paid booking (then cut to length).
  const seen = await bodiesAsSeen(
    sql,
    quotedRows.map((m) => ({ ...m, conversationId })),
    first.recipientId,
    () => first.contactsOpen,
  );
  const reading = { viewerId: first.recipientId, authorId: first.senderId, contactsOpen: first.contactsOpen };
  // The owner hears from the student by name; the student from the hostel.
  const from = side.recipient === 'ownerId' ? visibleText(first.senderName, reading) : first.hostelName;
  const quoted = quotedRows.map((m) => {
    const body = seen.get(m.id)!.text;
    return `"${body.length > 500 ? `${body.slice(0, 497)}...` : body}"`;
  });
  const more =
    count > QUOTED ? [`... and ${count - QUOTED} earlier message${count - QUOTED === 1 ? '' : 's'}.`] : [];
  await queueEmail(sql, {
    userId: first.recipientId,
    category: 'MESSAGES',
    // "from Scholars House", not "from Scholars House (Scholars House)": the hostel once is enough.
    subject: `${count === 1 ? 'A new message' : `${count} new messages`} from ${from}${
      from === first.hostelName ? '' : ` (${first.hostelName})`
    }`,
    body: [...more, ...quoted].join('\n\n'),
    link: side.link(conversationId),
  });
  await markMailed(sql, conversationId, side, last.createdAt);
  return true;
}

export const unreadMessageEmailJob: Job = {
  name: 'messaging.unread-email',
  run(db, now, stop) {
    const cutoff = new Date(now.getTime() - UNREAD_EMAIL_DELAY_MS);
    return processClaimed(
      db,
      stop,
      (tx) => claimDueConversations(sqlOf(tx), SIDES, cutoff, BATCH_SIZE),
      async (tx, id) => {
        for (const side of SIDES) await mailSide(tx, id, side, cutoff);
      },
    );
  },
};
