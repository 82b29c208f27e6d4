// Admin broadcasts: what one may hold. The API refuses and the web form warns with the same words.
import type { FieldRules } from './fields.js';

export const BROADCAST_AUDIENCES = ['ALL', 'STUDENTS', 'OWNERS', 'CITY', 'UNIVERSITY'] as const;
export type BroadcastAudienceName = (typeof BROADCAST_AUDIENCES)[number];

export const BROADCAST_AUDIENCE_LABELS: Record<BroadcastAudienceName, string> = {
  ALL: 'Everyone',
  STUDENTS: 'Students',
  OWNERS: 'Owners',
  CITY: 'By city',
  UNIVERSITY: 'By university',
};

export const BROADCAST_LIMITS = {
  title: { min: 3, max: 120 },
  body: { min: 10, max: 2000 },
  link: { max: 300 },
  /** How far ahead a broadcast can be scheduled. */
  maxDaysAhead: 90,
} as const;

export interface BroadcastFields {
  title: string;
  body: string;
  link?: string | null;
}

/** A link is a path of this app ("/students/search?city=Accra"): a broadcast never sends users elsewhere. */
export const isAppPath = (link: string) => /^\/(?!\/)[^\s\\]*$/.test(link);

/** Checks a broadcast's texts into `rules`; returns them trimmed (an empty link is none). */
export function checkBroadcast(rules: FieldRules, input: BroadcastFields) {
  const { title, body, link } = BROADCAST_LIMITS;
  const trimmedLink = input.link?.trim() || null;
  if (trimmedLink && (trimmedLink.length > link.max || !isAppPath(trimmedLink)))
    rules.add(
      'link',
      `The link must be a path of this site starting with "/" (at most ${link.max} characters).`,
    );
  return {
    title: rules.text('title', input.title, 'The title', title.min, title.max),
    body: rules.text('body', input.body, 'The message', body.min, body.max),
    link: trimmedLink,
  };
}

/** Checks when a broadcast goes out: now (none) or a time ahead, at most 90 days. */
export function checkBroadcastTime(rules: FieldRules, sendAt: Date | null | undefined, now: Date) {
  if (!sendAt) return;
  if (Number.isNaN(sendAt.getTime())) rules.add('sendAt', 'Choose a valid time.');
  else if (sendAt.getTime() < now.getTime() - 60_000)
    rules.add('sendAt', 'Choose a time in the future, or send now.');
  else if (sendAt.getTime() > now.getTime() + BROADCAST_LIMITS.maxDaysAhead * 86_400_000)
    rules.add('sendAt', `Schedule at most ${BROADCAST_LIMITS.maxDaysAhead} days ahead.`);
}
