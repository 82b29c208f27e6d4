import type { ApiModule } from '../../core/module.js';
import { deliverJob } from './deliver.job.js';
import { fanoutJob } from './fanout.job.js';
import { deliveryRetentionJob } from './retention.job.js';
import { WebhookFieldsResolver } from './webhook-fields.resolver.js';
import { WebhookResolver } from './webhook.resolver.js';

export { signWebhook } from './signature.js';

/** Webhook subscriptions of API clients: fan-out of feed events into deliveries, signed sending. */
export const webhooksModule: ApiModule = {
  name: 'webhooks',
  resolvers: [WebhookResolver, WebhookFieldsResolver],
  jobs: (services) => [fanoutJob, deliverJob(services), deliveryRetentionJob],
};
