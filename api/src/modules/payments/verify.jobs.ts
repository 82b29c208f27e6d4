import type { Job } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import { applyProviderEvent } from './payment.service.js';
import type { PaymentProviders } from './providers.js';

/** A payment is asked about once its event is this late (a phone approval lasts a few minutes). */
const LATE_MS = 3 * 60_000;
/** Older open payments are left alone: the provider has long expired them. */
const GIVE_UP_MS = 3 * 24 * 60 * 60_000;
const BATCH = 20;

/**
 * Open payments whose event has not come are verified with their provider (Paystack sends no
 * event when a mobile money approval is refused or times out, and a student could never try
 * again). The answer is applied as the provider's event would be, under the same event id, so
 * two runners, or a late webhook, settle a payment once.
 */
export function verifyJobs(payments: PaymentProviders, logger: Logger): Job[] {
  const verifiable = payments.all.filter((provider) => provider.verifyCharge);
  if (verifiable.length === 0) return [];
  return [
    {
      name: 'payments.verify',
      run: async (db, now, stop) => {
        const open = await db.prisma.payment.findMany({
          where: {
            status: 'REQUIRES_PAYMENT',
            provider: { in: verifiable.map((provider) => provider.name) },
            providerReference: { not: null },
            createdAt: { lte: new Date(now.getTime() - LATE_MS), gte: new Date(now.getTime() - GIVE_UP_MS) },
          },
          orderBy: { createdAt: 'asc' },
          take: BATCH,
        });
        let settled = 0;
        for (const payment of open) {
          if (stop?.aborted) break;
          const provider = payments.named(payment.provider)!;
          try {
            const event = await provider.verifyCharge!(payment.providerReference!, payment.id);
            if (event && (await applyProviderEvent({ db, logger, payments }, provider, event)) === 'applied')
              settled++;
          } catch (err) {
            logger.warn({ err, paymentId: payment.id }, 'Could not verify an open payment with its provider');
          }
        }
        return settled;
      },
    },
  ];
}
