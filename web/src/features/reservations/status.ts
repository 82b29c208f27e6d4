import { RESERVATION_STATUSES } from '@hostel/common';
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
