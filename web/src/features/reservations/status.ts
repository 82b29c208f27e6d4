import type { ReservationStatus } from '../../gql/graphql';

/** What a status means to the student (their own next step). */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  PENDING: 'Waiting for the owner',
  ACCEPTED: 'Accepted – pay now',
  PAID: 'Paid',
  COMPLETED: 'Completed',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

/** What a status means to the owner: the same facts, from their side. */
export const OWNER_STATUS_LABELS: Record<ReservationStatus, string> = {
  ...STATUS_LABELS,
  PENDING: 'Waiting for your answer',
  ACCEPTED: 'Accepted – awaiting payment',
};

/** Timeline entries say what happened, not what to do next. */
export const EVENT_LABELS: Record<ReservationStatus, string> = {
  PENDING: 'Requested',
  ACCEPTED: 'Accepted by the owner',
  PAID: 'Paid',
  COMPLETED: 'Stay completed',
  DECLINED: 'Declined by the owner',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

export const STATUS_COLORS: Record<ReservationStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'blue',
  PAID: 'green',
  COMPLETED: 'teal',
  DECLINED: 'red',
  EXPIRED: 'gray',
  CANCELLED: 'gray',
};

/** Every status, in the order status filters offer them: the live ones, then how it ended. */
export const RESERVATION_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'PAID',
  'COMPLETED',
  'CANCELLED',
  'DECLINED',
  'EXPIRED',
] as const satisfies readonly ReservationStatus[];

/** The server's rule too: the student, the owner or an admin may cancel only a live reservation. */
const CANCELLABLE: ReadonlySet<ReservationStatus> = new Set(['PENDING', 'ACCEPTED', 'PAID']);
export const isCancellable = (status: ReservationStatus) => CANCELLABLE.has(status);

/** The filter chips of "My reservations", one per status; `all` sends no status to the server. */
export const STATUS_FILTERS = ['all', ...RESERVATION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value?.toUpperCase() || filter === value) ?? 'all';
}

export function statusVariable(filter: StatusFilter): ReservationStatus | null {
  return filter === 'all' ? null : filter;
}

export const filterLabel = (filter: StatusFilter) => (filter === 'all' ? 'All' : STATUS_LABELS[filter]);

/** A deadline in the viewer's own time zone: "Mon, 24 Nov, 14:30". */
export function formatDeadline(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** "2026-09-01" (a calendar day, no time zone) -> "1 Sep 2026". */
export function formatDay(day: string, locale?: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** 1 -> "1 night", 4 -> "4 nights". */
export const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** 1 -> "1 bed", 2 -> "2 beds". */
export const bedsLabel = (beds: number) => `${beds} ${beds === 1 ? 'bed' : 'beds'}`;
