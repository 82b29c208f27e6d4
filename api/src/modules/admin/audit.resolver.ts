import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { auditFilterOptions, auditLog } from './audit.service.js';
import { AuditEntryConnection, AuditFilterOptionsObject, AuditLogArgs } from './audit.types.js';

@Authorized('ADMIN')
@Resolver()
export class AuditLogResolver {
  @Query(() => AuditEntryConnection, {
    description: 'Admins: every admin action and money movement, newest first, filtered.',
  })
  auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: Context) {
    return auditLog(ctx.db, args);
  }

  @Query(() => AuditFilterOptionsObject, { description: 'Admins: the actions and kinds of thing logged.' })
  auditFilterOptions(@Ctx() ctx: Context) {
    return auditFilterOptions(ctx.db);
  }
}
