import { ArgsType, Field, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../core/pagination.js';
import { HostelStatus } from './hostel.types.js';

// Validation lives in the service (per-field BAD_USER_INPUT messages keyed by these field names).

@InputType({ description: 'Which listings an admin’s moderation list shows.' })
export class ModerationHostelFilter {
  @Field(() => HostelStatus, { nullable: true, description: 'Only listings in this state; all when null.' })
  status?: HostelStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the hostel name, its city or the owner’s email (any case), or the hostel id.',
  })
  search?: string | null;
}

@ArgsType()
export class ModerationHostelsArgs extends ConnectionArgs {
  @Field(() => ModerationHostelFilter, { nullable: true, description: 'Status and search text.' })
  filter?: ModerationHostelFilter | null;
}
