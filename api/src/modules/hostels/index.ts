import type { ApiModule } from '../../core/module.js';
import { AvailabilityResolver } from './availability.resolver.js';
import { HostelConnectionResolver, HostelFieldsResolver } from './hostel-fields.resolver.js';
import { HostelResolver } from './hostel.resolver.js';
import { ListingResolver } from './listing.resolver.js';
import { HostelModerationFieldsResolver, ModerationResolver } from './moderation.resolver.js';
import { createSitemapRouter } from './sitemap.routes.js';

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
