import type { ApiModule, CoreServices } from '../../core/module.js';
import { AccountEmailResolver } from './account-email.resolver.js';
export { queueVerificationEmail } from './account-email.service.js';
import { BroadcastResolver } from './broadcast.resolver.js';
import { deliverBroadcasts } from './broadcast.service.js';
import { emailJob } from './email.jobs.js';
import { MeNotificationsResolver, NotificationResolver } from './notification.resolver.js';
import { vapidKeys } from './push-keys.js';
import { pushJob } from './push.job.js';
import { PushResolver } from './push.resolver.js';
import type { PushChannel } from './push.send.js';
import { createUnsubscribeRouter } from './unsubscribe.js';

export { notify, notifyAdmins, type Notice, type NoticeInput, type NoticeKind } from './notify.js';
export { dropQueuedEmails, queueEmail } from './notify.sql.js';

export type { PushChannel };

/**
 * The push channel, made once at start: the VAPID keys (push-keys.ts); endpoints go through the
 * address guard webhooks use (loopback only where webhooks allow it).
 */
export const createPushChannel = (config: CoreServices['config']): PushChannel => ({
  keys: vapidKeys(config),
  subject: config.push.subject,
  allowLoopback: config.webhooks.allowLoopback,
});

/** Notices for users (in the app, live, by e-mail and pushed), written in the transaction of their cause. */
export const notificationsModule: ApiModule<CoreServices & { push: PushChannel }> = {
  name: 'notifications',
  resolvers: [
    NotificationResolver,
    MeNotificationsResolver,
    BroadcastResolver,
    AccountEmailResolver,
    PushResolver,
  ],
  jobs: ({ config, logger, push }) => [
    emailJob(config, logger),
    pushJob(push, logger),
    // Scheduled broadcasts start here, and one cut short (a restart) resumes at its cursor.
    { name: 'notifications.broadcasts', run: (db, now, stop) => deliverBroadcasts(db, now, stop) },
  ],
  routes: ({ db, config }) => ({
    '/email': createUnsubscribeRouter({ db, secret: config.email.linkSecret }),
  }),
};
