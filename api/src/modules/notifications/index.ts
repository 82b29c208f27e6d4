import type { ApiModule } from '../../core/module.js';
import { AccountEmailResolver } from './account-email.resolver.js';
export { queueVerificationEmail } from './account-email.service.js';
import { BroadcastResolver } from './broadcast.resolver.js';
import { deliverBroadcasts } from './broadcast.service.js';
import { emailJob } from './email.jobs.js';
import { MeNotificationsResolver, NotificationResolver } from './notification.resolver.js';
import { createUnsubscribeRouter } from './unsubscribe.js';

export {
  dropQueuedEmails,
  notify,
  notifyAdmins,
  queueEmail,
  type Notice,
  type NoticeInput,
  type NoticeKind,
} from './notify.js';

/** Notices for users (in the app, live, and by e-mail), written in the transaction of their cause. */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  resolvers: [NotificationResolver, MeNotificationsResolver, BroadcastResolver, AccountEmailResolver],
  jobs: ({ config, logger }) => [
    emailJob(config, logger),
    // Scheduled broadcasts start here, and one cut short (a restart) resumes at its cursor.
    { name: 'notifications.broadcasts', run: (db, now, stop) => deliverBroadcasts(db, now, stop) },
  ],
  routes: ({ db, config }) => ({
    '/email': createUnsubscribeRouter({ db, secret: config.email.linkSecret }),
  }),
};
