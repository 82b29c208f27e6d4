// Listing moderation notices: admins hear of submissions, the owner of every decision.
import { sqlOf, type Tx } from '../../core/db.js';
import type { Hostel } from '../../generated/prisma/client.js';
import { asSentence } from '@hostel/common';
import { notify, notifyAdmins, type Notice, type NoticeKind } from '../notifications/index.js';

// One notice per submission (a listing may be rejected, fixed and submitted again).
const submissionOf = (hostel: Hostel) => `${hostel.id}@${hostel.submittedAt?.toISOString() ?? ''}`;

/** Every active admin hears of a listing waiting for review. */
export const noticeSubmitted = (tx: Tx, hostel: Hostel): Promise<Notice[]> =>
  notifyAdmins(sqlOf(tx), {
    kind: 'LISTING_SUBMITTED',
    subjectId: submissionOf(hostel),
    title: `${hostel.name} is waiting for review`,
    body: `${hostel.name} in ${hostel.city || 'an unnamed city'} was submitted for review.`,
    link: '/admin/listing',
  });

const DECISIONS: Partial<
  Record<string, { kind: NoticeKind; title: string; body: (reason: string) => string }>
> = {
  PUBLISHED: {
    kind: 'LISTING_APPROVED',
    title: 'approved',
    body: () => 'It is published: students can find and book it.',
  },
  REJECTED: {
    kind: 'LISTING_REJECTED',
    title: 'rejected',
    body: (reason) => `The reviewer's reason: ${asSentence(reason)} Fix it and submit again.`,
  },
  SUSPENDED: {
    kind: 'LISTING_SUSPENDED',
    title: 'suspended',
    body: (reason) => `Students cannot find or book it. Reason: ${asSentence(reason)}`,
  },
};

/** The owner hears of an admin's decision on their listing (reinstatement is an approval again). */
export async function noticeDecision(tx: Tx, hostel: Hostel): Promise<Notice[]> {
  const decision = DECISIONS[hostel.status];
  if (!decision) return [];
  const notice = await notify(sqlOf(tx), {
    userId: hostel.ownerId,
    kind: decision.kind,
    subjectId: `${hostel.id}@${hostel.updatedAt.toISOString()}`,
    title: `${hostel.name} was ${decision.title}`,
    body: decision.body(hostel.rejectionReason ?? 'none given'),
    link: '/dashboard/hostelDetails',
  });
  return notice ? [notice] : [];
}
