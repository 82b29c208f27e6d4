import type { ApiModule } from '../../core/module.js';
import { AuditEntryFieldsResolver } from './audit-fields.resolver.js';
import { AuditLogResolver } from './audit.resolver.js';
import { AdminOverviewResolver } from './overview.resolver.js';
import { AdminUsersResolver } from './users.resolver.js';

/**
 * The admin console: the platform's figures, the audit log, and the user page with the actions that
 * reach other modules (each table's rules stay in its module).
 */
export const adminModule: ApiModule = {
  name: 'admin',
  resolvers: [AdminOverviewResolver, AdminUsersResolver, AuditLogResolver, AuditEntryFieldsResolver],
};
