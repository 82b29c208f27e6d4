import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import { UserObject } from '../users/index.js';

/** One recorded admin action or money movement (core/audit.ts). */
@ObjectType('AuditEntry', { description: 'One recorded admin action or money movement; admins only.' })
export class AuditEntryObject {
  @Field(() => ID, { description: 'Unique identifier of the entry.' })
  id!: string;

  @Field(() => String, { description: 'What was done, e.g. user.set_status, payout.paid.' })
  action!: string;

  @Field(() => String, { description: 'The kind of thing it was done to: User, Hostel, Reservation, ...' })
  entity!: string;

  @Field(() => String, { description: 'Id of the thing it was done to.' })
  entityId!: string;

  @Field(() => String, { description: 'What the action recorded, as JSON text.' })
  details!: string;

  @Field(() => UserObject, { nullable: true, description: 'Who did it; null for the system (jobs).' })
  actor!: UserObject | null;

  @Field(() => Date, { description: 'When it was done.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A page of the audit log, newest first (Relay connection).' })
export class AuditEntryConnection extends Connection(AuditEntryObject, 'AuditEntry') {}

@ArgsType()
export class AuditLogArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: 'Only what this user did.' })
  actorId?: string | null;

  @Field(() => String, { nullable: true, description: 'One action, exactly.' })
  @IsOptional()
  @MaxLength(100)
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'One kind of thing (User, Hostel, ...).' })
  @IsOptional()
  @MaxLength(100)
  entity?: string | null;

  @Field(() => String, { nullable: true, description: 'One thing, by its id.' })
  @IsOptional()
  @MaxLength(100)
  entityId?: string | null;

  @Field(() => String, { nullable: true, description: 'On or after this day (YYYY-MM-DD, UTC).' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'On or before this day (YYYY-MM-DD, UTC).' })
  to?: string | null;
}

@ObjectType('AuditFilterOptions', { description: 'The actions and kinds of thing the log holds.' })
export class AuditFilterOptionsObject {
  @Field(() => [String], { description: 'Every action recorded so far, for the action filter.' })
  actions!: string[];

  @Field(() => [String], { description: 'Every kind of thing recorded so far, for the entity filter.' })
  entities!: string[];
}
