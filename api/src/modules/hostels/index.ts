import type { ApiModule } from '../../core/module.js';
import { AvailabilityResolver } from './availability.resolver.js';
import { HostelConnectionResolver, HostelFieldsResolver } from './hostel-fields.resolver.js';
import { HostelResolver } from './hostel.resolver.js';
import { ListingResolver } from './listing.resolver.js';
import { HostelModerationFieldsResolver, ModerationResolver } from './moderation.resolver.js';

/** Search and details, the owner's listing flow and availability calendar, and the admins' moderation. */
export const hostelsModule: ApiModule = {
  name: 'hostels',
  resolvers: [
    HostelResolver,
    HostelFieldsResolver,
    HostelConnectionResolver,
    ListingResolver,
    ModerationResolver,
    HostelModerationFieldsResolver,
    AvailabilityResolver,
  ],
};
