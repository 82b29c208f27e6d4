import type { ApiModule } from '../../core/module.js';
import { emailJob } from './email.jobs.js';
import { MeNotificationsResolver, NotificationResolver } from './notification.resolver.js';
import { createUnsubscribeRouter } from './unsubscribe.js';

export {
  announce,
  notify,
  queueEmail,
  sqlOf,
  type Notice,
  type NoticeInput,
  type NoticeKind,
} from './notify.js';

/** Notices for users (in the app, live, and by e-mail), written in the transaction of their cause. */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  resolvers: [NotificationResolver, MeNotificationsResolver],
  jobs: ({ config, logger }) => [emailJob(config, logger)],
  routes: ({ db, config }) => ({
    '/email': createUnsubscribeRouter({ db, secret: config.email.linkSecret }),
  }),
};
