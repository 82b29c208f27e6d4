import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { auditFilterOptions, auditLog } from './audit.service.js';
import { AuditEntryConnection, AuditFilterOptionsObject, AuditLogArgs } from './audit.types.js';
import { Access } from '../../core/access.js';

@Resolver()
export class AuditLogResolver {
  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => AuditEntryConnection, {
    description: 'Admins: every admin action and money movement, newest first, filtered.',
  })
  auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: Context) {
    return auditLog(ctx.db, args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => AuditFilterOptionsObject, { description: 'Admins: the actions and kinds of thing logged.' })
  auditFilterOptions(@Ctx() ctx: Context) {
    return auditFilterOptions(ctx.db);
  }
}
