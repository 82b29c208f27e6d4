import type { ApiModule } from '../../core/module.js';
import { AvailabilityResolver } from './availability.resolver.js';
import { HostelConnectionResolver, HostelFieldsResolver } from './hostel-fields.resolver.js';
import { HostelResolver } from './hostel.resolver.js';
import { ListingResolver } from './listing.resolver.js';
import { HostelModerationFieldsResolver, ModerationResolver } from './moderation.resolver.js';
import { createSitemapRouter } from './sitemap.routes.js';

export { RoomAvailabilityObject } from './availability.types.js';
export { canFavouriteHostel, canViewHostel } from './hostel.policies.js';
export {
  CancellationPolicy,
  HostelConnection,
  HostelObject,
  OwnerCard,
  PricePeriod,
  type HostelNode,
  type OwnerCardNode,
} from './hostel.types.js';
export { termOf } from './listing.shared.js';

/** Search and details, the owner's listing flow and availability calendar, the admins' moderation, the sitemap's data. */
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
  // Public facts for crawlers' sitemap; the web server asks (it is not proxied to browsers).
  routes: ({ db }) => ({ '/seo': createSitemapRouter(db) }),
};
