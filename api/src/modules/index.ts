// Every module of the API: the one list the server reads for resolvers, jobs and HTTP routes.
import 'reflect-metadata';
import type { ApiModule, CoreServices } from '../core/module.js';
import { adminModule } from './admin/index.js';
import { calendarsModule } from './calendars/index.js';
import { developersModule } from './developers/index.js';
import { createPayoutProvider, earningsModule, type PayoutProvider } from './earnings/index.js';
import { eventsModule } from './events/index.js';
import { favouritesModule } from './favourites/index.js';
import { filesModule } from './files/index.js';
import { hostelsModule } from './hostels/index.js';
import { inventoryModule } from './inventory/index.js';
import { messagingModule } from './messaging/index.js';
import { createPushChannel, notificationsModule, type PushChannel } from './notifications/index.js';
import {
  createPaymentProviders,
  paymentsModule,
  refundsPort,
  type PaymentProviders,
} from './payments/index.js';
import { reservationsModule, type Refunds } from './reservations/index.js';
import { reviewsModule } from './reviews/index.js';
import { settingsModule } from './settings/index.js';
import { supportModule } from './support/index.js';
import { usersModule } from './users/index.js';
import { webhooksModule } from './webhooks/index.js';
import order from './order.json' with { type: 'json' };

/** The core services and what modules offer each other, all made once at start. */
export interface Services extends CoreServices {
  payments: PaymentProviders;
  refunds: Refunds;
  payouts: PayoutProvider;
  push: PushChannel;
}

export function createServices(core: CoreServices): Services {
  const payments = createPaymentProviders(core);
  return {
    ...core,
    payments,
    refunds: refundsPort(core.db, payments),
    payouts: createPayoutProvider(core),
    push: createPushChannel(core.config),
  };
}

/**
 * Every module, lowest first as `order.json` lists them: the one statement of the module order, which
 * ESLint also reads (eslint.config.js) to refuse an import of a module above.
 */
export const modules: ApiModule<Services>[] = inOrder([
  adminModule,
  calendarsModule,
  developersModule,
  earningsModule,
  eventsModule,
  favouritesModule,
  filesModule,
  hostelsModule,
  inventoryModule,
  messagingModule,
  notificationsModule,
  paymentsModule,
  reservationsModule,
  reviewsModule,
  settingsModule,
  supportModule,
  usersModule,
  webhooksModule,
]);

/** The modules in `order.json`'s order; one missing from it, or listed there but absent, stops the start. */
function inOrder(all: ApiModule<Services>[]): ApiModule<Services>[] {
  const names = all.map((module) => module.name).sort();
  if (names.join() !== [...order].sort().join())
    throw new Error(`modules/order.json lists ${order.join(', ')}; the modules are ${names.join(', ')}.`);
  return order.map((name) => all.find((module) => module.name === name)!);
}

/** Every resolver class, in module order (the schema's, and its test's). */
export const resolvers = modules.flatMap((module) => module.resolvers);
