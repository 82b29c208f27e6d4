import type { EventType, WebhookDeliveryStatus } from '../../gql/graphql';

/** Every event kind a subscription may choose (typed on the schema's enum: a new kind fails the build). */
export const EVENT_LABELS: Record<EventType, string> = {
  RESERVATION_REQUESTED: 'Reservation requested',
  RESERVATION_ACCEPTED: 'Reservation accepted',
  RESERVATION_DECLINED: 'Reservation declined',
  RESERVATION_EXPIRED: 'Reservation expired',
  RESERVATION_PAID: 'Reservation paid',
  RESERVATION_CANCELLED: 'Reservation cancelled',
  RESERVATION_COMPLETED: 'Reservation completed',
  HOSTEL_PUBLISHED: 'Hostel published',
  HOSTEL_CHANGED: 'Hostel changed',
  HOSTEL_SUSPENDED: 'Hostel suspended',
  REVIEW_POSTED: 'Review posted',
  PING: 'Ping',
};

/** What a subscription can choose: every kind but the ping, which every subscription gets. */
export const EVENT_TYPES = (Object.keys(EVENT_LABELS) as EventType[]).filter((type) => type !== 'PING');

export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'blue' },
  DELIVERED: { label: 'Delivered', color: 'teal' },
  FAILED: { label: 'Failed', color: 'red' },
};
