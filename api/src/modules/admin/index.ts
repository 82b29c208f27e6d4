import type { ApiModule } from '../../core/module.js';
import { AdminOverviewResolver } from './overview.resolver.js';

/** The admin console's figures across the platform (read-only: each table's rules stay in its module). */
export const adminModule: ApiModule = { name: 'admin', resolvers: [AdminOverviewResolver] };
