import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { auditLoaders, subjectKey } from './audit.loaders.js';
import { auditSummary, peopleIn } from './audit-summary.js';
import { AuditEntryObject } from './audit.types.js';

const detailsOf = (entry: AuditEntryObject) => JSON.parse(entry.details) as Record<string, unknown>;

/**
 * Names and a readable line for audit entries, batched per request (audit.loaders.ts). The log is
 * admins' alone; the fields say so again so no other path to an entry can read them.
 */
@Authorized('ADMIN')
@Resolver(() => AuditEntryObject)
export class AuditEntryFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The name of the thing it was done to (hostel name, reservation code, user name...); null once gone.',
  })
  async entityName(@Root() entry: AuditEntryObject, @Ctx() ctx: Context): Promise<string | null> {
    const subject = await auditLoaders(ctx).subject.load(subjectKey(entry.entity, entry.entityId));
    return subject?.name ?? null;
  }

  @FieldResolver(() => String, {
    description: 'What was done, in one line, e.g. "Suspended Ama Mensah: ‘fake listings’".',
  })
  async summary(@Root() entry: AuditEntryObject, @Ctx() ctx: Context): Promise<string> {
    const details = detailsOf(entry);
    const { subject } = auditLoaders(ctx);
    const ids = peopleIn(entry.action, details);
    const [thing, ...names] = await Promise.all([
      subject.load(subjectKey(entry.entity, entry.entityId)),
      ...ids.map((id) => subject.load(subjectKey('User', id))),
    ]);
    const people = new Map(ids.flatMap((id, i) => (names[i] ? [[id, names[i].name] as const] : [])));
    return auditSummary({ ...entry, details, thing, people });
  }
}
