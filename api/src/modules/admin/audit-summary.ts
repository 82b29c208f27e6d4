// One readable line per audit entry ("Suspended Ama Mensah: ‘fake listings’"), from its action, the
// thing's name and what the action recorded in its details. Who did it is shown beside it.
import { formatMoneyWithCode } from '@hostel/common';
import type { AuditSubject } from './audit.loaders.js';

export interface SummaryInput {
  action: string;
  entity: string;
  entityId: string;
  details: Record<string, unknown>;
  /** The thing's name; null when it is gone or has no row (settings). */
  thing: AuditSubject | null;
  /** Names of the other people the details mention (an assignee, a paid owner), by id. */
  people: ReadonlyMap<string, string>;
}

/** The user ids an entry's details mention by action, so their names load with the page. */
export function peopleIn(action: string, details: Record<string, unknown>): string[] {
  const id = action === 'support.assign' ? details.to : action === 'payout.paid' ? details.ownerId : null;
  return typeof id === 'string' ? [id] : [];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const count = (value: unknown) => (typeof value === 'number' ? value : 0);
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
/** An enum value as words: PAID_OUT -> "paid out". */
const words = (value: unknown) =>
  String(value ?? '')
    .replace(/_/g, ' ')
    .toLowerCase();
/** A thing's name opening a line: "the payout to Ama" -> "The payout to Ama". */
const opening = (thing: string) => thing.charAt(0).toUpperCase() + thing.slice(1);
const withReason = (line: string, reason: unknown) => (text(reason) ? `${line}: ‘${text(reason)}’` : line);

function amount(value: unknown, currency: unknown): string {
  return typeof value === 'number' && typeof currency === 'string'
    ? formatMoneyWithCode(value, currency)
    : '';
}

/** What a mismatched payout event stated ("10001 GHS" in minor units, or "no amount"), as money. */
function stated(value: unknown): string {
  const sum = /^(-?\d+) ([A-Z]{3})$/.exec(String(value ?? ''));
  return sum ? formatMoneyWithCode(Number(sum[1]), sum[2]!) : (text(value) ?? 'no amount');
}

/** An owner's payout schedule, as an admin reads it. */
const SCHEDULES: Record<string, string> = {
  AFTER_EACH_CHECKIN: 'after each check-in',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  MANUAL: 'on request only',
};
const schedule = (value: unknown) => SCHEDULES[String(value)] ?? words(value);

/** A UTC time to the minute: 2026-12-01 09:30 UTC. */
const utcMinute = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : null;

/** Changes of platform settings: "fee % from 10 to 12, ...". */
function settingChanges(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, change]) => {
      const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
      return `${key} from ${JSON.stringify(from)} to ${JSON.stringify(to)}`;
    })
    .join(', ');
}

type Summarize = (input: SummaryInput, thing: string, currency: string | undefined) => string;

const SUMMARIES: Record<string, Summarize> = {
  'user.set_status': ({ details: d }, thing) =>
    withReason(`${d.status === 'SUSPENDED' ? 'Suspended' : 'Reinstated'} ${thing}`, d.reason),
  'user.set_role': ({ details: d }, thing) =>
    `Changed ${thing}’s role from ${words(d.previousRole)} to ${words(d.role)}`,
  'user.resend_verification': ({ details: d }, thing) =>
    `Sent ${thing} a new verification e-mail${text(d.email) ? ` at ${text(d.email)}` : ''}`,
  'user.admin_from_config': (_, thing) => `${thing} became an admin (listed in ADMIN_EMAILS)`,
  'hostel.approve': (_, thing) => `Approved ${thing}`,
  'hostel.reject': ({ details: d }, thing) => withReason(`Rejected ${thing}`, d.reason),
  'hostel.suspend': ({ details: d }, thing) => withReason(`Suspended ${thing}`, d.reason),
  'hostel.reinstate': ({ details: d }, thing) => withReason(`Reinstated ${thing}`, d.reason),
  'reservation.cancel': ({ details: d }, thing, currency) =>
    withReason(
      count(d.refundAmount) > 0
        ? `Cancelled reservation ${thing} with a refund of ${amount(d.refundAmount, currency)}`
        : `Cancelled reservation ${thing} without a refund`,
      d.reason,
    ),
  'review.hide': ({ details: d }, thing) => withReason(`Hid ${thing}`, d.reason),
  'review.restore': ({ details: d }, thing) => withReason(`Restored ${thing}`, d.reason),
  'payout.request': ({ details: d }) =>
    `Requested a payout of ${amount(d.amount, d.currency)} (${plural(count(d.earnings), 'earning')})`,
  // Marked paid by an admin (ownerId), or settled by the provider's event (event).
  'payout.paid': ({ details: d, people }, thing) =>
    text(d.event)
      ? `${opening(thing)} (${amount(d.amount, d.currency)}) was paid by the provider`
      : `Paid out ${amount(d.amount, d.currency)} to ${people.get(String(d.ownerId)) ?? 'the owner'}`,
  // An automatic payout made by the schedule (Payout), or an owner choosing their schedule (User).
  'payout.schedule': ({ entity, details: d }, thing) =>
    entity === 'User'
      ? `Changed ${thing}’s payout schedule from ${schedule(d.from)} to ${schedule(d.to)}`
      : `Scheduled an automatic payout of ${amount(d.amount, d.currency)} (${plural(count(d.earnings), 'earning')})`,
  'payout.sent': ({ details: d }, thing) =>
    `Sent ${thing} (${amount(d.amount, d.currency)}) to the account ending in ${d.last4}; transfer ${d.reference}`,
  'payout.failed': ({ details: d }, thing) =>
    withReason(
      `${opening(thing)} (${amount(d.amount, d.currency)}) failed; its earnings are payable again`,
      d.reason,
    ),
  'payout.reversed': ({ details: d }, thing) =>
    withReason(
      `${opening(thing)} (${amount(d.amount, d.currency)}) was reversed; its earnings are payable again`,
      d.reason,
    ),
  'payout.event_mismatch': ({ details: d }, thing) =>
    `Ignored the provider’s ${d.event} for ${thing}: it states ${stated(d.stated)}, the payout is ${amount(d.amount, d.currency)}`,
  'payout.retry': ({ details: d }, thing) =>
    text(d.newPayoutId) ? `Retried ${thing} as a new payout` : `Asked to send ${thing} now, not later`,
  'payout.hold': ({ details: d }, thing) => withReason(`Put ${thing} on hold`, d.reason),
  'payout.release': ({ details: d }, thing) =>
    `Released ${thing}${text(d.reason) ? ` from the hold ‘${text(d.reason)}’` : ' from its hold'}`,
  'payoutMethod.add': ({ details: d }, thing) => {
    const until = utcMinute(d.holdUntil);
    return `Added ${thing} for payouts in ${d.currency}${until ? `; payouts held until ${until} after this change` : ''}`;
  },
  'payoutMethod.replace': (_, thing) => `Replaced ${thing} with a new payout method`,
  'payoutMethod.remove': (_, thing) => `Removed ${thing}`,
  'earning.create': ({ details: d }, thing, currency) =>
    `The owner earns ${amount(d.net, currency)} from ${thing} (fee ${amount(d.platformFee, currency)})`,
  'earning.reduce': ({ details: d }, thing, currency) =>
    `Took ${amount(d.refunded, currency)} back from the owner’s earning of ${thing} after a refund`,
  'earning.release': ({ details: d }, thing) =>
    `${amount(d.net, d.currency)} from ${thing} became available for a payout`,
  'payment.succeeded': ({ details: d }, thing) => `Received ${amount(d.amount, d.currency)} for ${thing}`,
  'payment.refund': ({ details: d }, thing) =>
    withReason(`Refunded ${amount(d.amount, d.currency)} of ${thing}`, d.reason),
  'settings.update': ({ details }) => `Changed the platform settings: ${settingChanges(details)}`,
  'support.assign': ({ details: d, people }, thing) =>
    text(d.to)
      ? `Assigned ticket ${thing} to ${people.get(String(d.to)) ?? 'an admin'}`
      : `Unassigned ticket ${thing}`,
  'support.status': ({ details: d }, thing) =>
    `Moved ticket ${thing} from ${words(d.from)} to ${words(d.to)}`,
  'support.reply': ({ details: d }, thing) =>
    `Replied to ticket ${thing}${d.from !== d.to ? ` (now ${words(d.to)})` : ''}`,
  'support.note': (_, thing) => `Added an internal note to ticket ${thing}`,
  'api_client.create': ({ details: d }, thing) =>
    `Created the API client ${thing}${Array.isArray(d.scopes) ? ` (${d.scopes.join(', ')})` : ''}`,
  'api_client.rotate': (_, thing) => `Rotated the token of the API client ${thing}`,
  'api_client.revoke': (_, thing) => `Revoked the API client ${thing}`,
  'broadcast.create': ({ details: d }, thing) => `Scheduled the broadcast ${thing} to ${words(d.audience)}`,
  'conversation.read': (_, thing) => `Read the reported conversation ${thing}`,
  BEDS_BLOCKED: ({ details: d }, thing) =>
    withReason(`Blocked ${plural(count(d.beds), 'bed')} of ${thing} from ${d.from} until ${d.to}`, d.reason),
  BEDS_UNBLOCKED: ({ details: d }, thing) =>
    withReason(
      `Put ${plural(count(d.beds), 'bed')} of ${thing} back on sale from ${d.from} until ${d.to}`,
      d.reason,
    ),
};

/** The entry as one line; an action without its own wording names the action and the thing. */
export function auditSummary(input: SummaryInput): string {
  const thing = input.thing?.name ?? `${input.entity} ${input.entityId}`;
  const summarize = SUMMARIES[input.action];
  if (summarize) return summarize(input, thing, input.thing?.currency);
  if (input.action.startsWith('refund.'))
    return withReason(
      `Refund of ${amount(input.details.amount, input.details.currency)} for ${thing}: ${words(input.action.slice(7))}`,
      input.details.failureReason,
    );
  return `${input.action} on ${thing}`;
}
