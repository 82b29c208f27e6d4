import express, { type Router } from 'express';
import type { Logger } from './logger.js';

/** A payment or payout provider as its webhook sees it: a name, and a check of its deliveries. */
export interface WebhookProvider {
  name: string;
  /** Verifies the delivery's signature over the raw body and reads its event; throws when it is bad. */
  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): unknown;
}

type EventOf<P extends WebhookProvider> = ReturnType<P['verifyEvent']>;

export interface ProviderWebhookOptions<P extends WebhookProvider> {
  /** What the provider moves, naming the log lines and answers: "payment" or "payout". */
  subject: 'payment' | 'payout';
  logger: Logger;
  /** The configured provider of that name, or undefined (404). */
  provider(name: string): P | undefined;
  /** The refusal whose message the provider is told; any other error says the body is not valid. */
  signatureError: new (message: string) => Error;
  /** Applies a verified event; its outcome is the answer (`{ received: true, outcome }`). */
  apply(provider: P, event: EventOf<P>, rawBody: Buffer): Promise<string>;
  /** What names the event in the log line when applying it failed. */
  eventFields(event: EventOf<P>): Record<string, unknown>;
}

/**
 * `POST /:provider` for a provider's signed events. The signature covers the raw body, so it is
 * read as bytes, never re-serialised JSON. Answers 200 once the event is applied or known (the
 * provider stops retrying), 400 for a bad signature or body, 404 for a provider that is not
 * configured, 500 when applying failed (the provider retries).
 */
export function providerWebhooksRouter<P extends WebhookProvider>(
  options: ProviderWebhookOptions<P>,
): Router {
  const { subject, logger } = options;
  const Subject = subject[0]!.toUpperCase() + subject.slice(1);
  const router = express.Router();
  router.post('/:provider', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    const provider = options.provider(req.params.provider);
    if (!provider) {
      res.status(404).json({ error: `The ${req.params.provider} ${subject} provider is not configured.` });
      return;
    }
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: EventOf<P>;
    try {
      event = provider.verifyEvent(raw, req.headers as Record<string, string | undefined>) as EventOf<P>;
    } catch (error) {
      const message =
        error instanceof options.signatureError ? error.message : 'The event body is not valid.';
      logger.warn({ provider: provider.name, reason: message }, `${Subject} webhook refused`);
      res.status(400).json({ error: message });
      return;
    }
    try {
      res.json({ received: true, outcome: await options.apply(provider, event, raw) });
    } catch (err) {
      logger.error({ err, ...options.eventFields(event) }, `${Subject} webhook could not be applied`);
      res.status(500).json({ error: 'The event could not be applied; retry later.' });
    }
  });
  return router;
}
