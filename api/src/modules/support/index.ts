import type { ApiModule } from '../../core/module.js';
import { AppealResolver } from './appeal.resolver.js';
import { SupportMessageFieldsResolver, SupportTicketFieldsResolver } from './support-fields.resolver.js';
import { supportJobs } from './support.jobs.js';
import { SupportResolver } from './support.resolver.js';
import { SupportLiveResolver } from './ticket-live.resolver.js';

export { openReportTicket, toTicketObject } from './ticket.service.js';
export { SupportTicketObject } from './support.types.js';

/** Support tickets: users ask for help, admins answer, assign, note and resolve; reports arrive as tickets. */
export const supportModule: ApiModule = {
  name: 'support',
  resolvers: [
    SupportResolver,
    AppealResolver,
    SupportTicketFieldsResolver,
    SupportMessageFieldsResolver,
    SupportLiveResolver,
  ],
  jobs: () => supportJobs,
};
