import type { ApiModule } from '../../core/module.js';
import { eventRetentionJob } from './event.jobs.js';
import { EventResolver } from './event.resolver.js';

export {
  EVENT_RETENTION_DAYS,
  eventPayload,
  parseSequence,
  RESERVATION_EVENT_TYPES,
  type EventReader,
} from './event.service.js';
export { FEED_END, readEvents, visibleTo } from './event.sql.js';
export { DomainEventType } from './event.types.js';

/** The change feed of domain events (written by database triggers) and its 90-day retention. */
export const eventsModule: ApiModule = {
  name: 'events',
  resolvers: [EventResolver],
  jobs: () => [eventRetentionJob],
};
