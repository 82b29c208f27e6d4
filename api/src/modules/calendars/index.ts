import type { ApiModule } from '../../core/module.js';
import { AvailabilityFeedBlocksResolver, CalendarResolver } from './calendar.resolver.js';
import { CALENDAR_PATH } from './export.service.js';
import { createCalendarRouter } from './export.routes.js';
import { syncJob } from './sync.job.js';

/**
 * Calendar sync with other booking channels (iCal): each room type's private feed URL, and the
 * feeds imported into it, whose events block beds through the inventory module.
 */
export const calendarsModule: ApiModule = {
  name: 'calendars',
  resolvers: [CalendarResolver, AvailabilityFeedBlocksResolver],
  jobs: (services) => [syncJob(services)],
  routes: ({ db }) => ({ [CALENDAR_PATH]: createCalendarRouter(db) }),
};
