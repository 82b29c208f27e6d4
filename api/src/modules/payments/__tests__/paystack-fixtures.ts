// A local stand-in for api.paystack.co (no network here): it answers the calls the Paystack
// provider makes as Paystack documents them, records every request, and keeps its transactions
// and refunds, so tests check what was sent and what a retry finds.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYSTACK_SIGNATURE_HEADER, paystackSignature } from '../../../core/paystack.js';

export const PAYSTACK_SECRET = 'sk_test_offline_paystack';

export interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

interface Transaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  channel: 'card' | 'mobile_money';
  status: string;
  metadata: unknown;
  refunded: number;
}

interface Refund {
  id: number;
  status: string;
  amount: number;
  merchant_note: string;
  transaction: { id: number; reference: string };
}

/** A wallet /charge refuses at once (Paystack answers status "failed"). */
export const REFUSED_WALLET = '0559999999';

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
};

export async function startPaystackFixture() {
  const requests: Recorded[] = [];
  const transactions = new Map<string, Transaction>();
  const refunds: Refund[] = [];
  let ids = 1000;
  /** When set, the next POST /refund is carried out but answered with a 502 (a lost answer). */
  let loseNextRefundAnswer = false;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const body = await readBody(req);
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        authorization: req.headers.authorization,
        body,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${PAYSTACK_SECRET}`)
        return send(401, { status: false, message: 'Invalid key' });
      const start = (channel: Transaction['channel'], status: string) => {
        const reference = String(body!.reference);
        if (transactions.has(reference)) return null;
        const transaction: Transaction = {
          id: ++ids,
          reference,
          amount: Number(body!.amount),
          currency: String(body!.currency),
          channel,
          status,
          metadata: body!.metadata,
          refunded: 0,
        };
        transactions.set(reference, transaction);
        return transaction;
      };
      if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
        const t = start('card', 'abandoned');
        if (!t) return send(400, { status: false, message: 'Duplicate Transaction Reference' });
        return send(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${t.id}`,
            access_code: `ac_${t.id}`,
            reference: t.reference,
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/charge') {
        const wallet = body!.mobile_money as { phone: string; provider: string };
        const refused = wallet.phone === REFUSED_WALLET;
        const t = start('mobile_money', refused ? 'failed' : 'ongoing');
        if (!t) return send(400, { status: false, message: 'Duplicate Transaction Reference' });
        return send(200, {
          status: true,
          message: 'Charge attempted',
          data: refused
            ? { reference: t.reference, status: 'failed', gateway_response: 'Declined' }
            : {
                reference: t.reference,
                status: 'pay_offline',
                display_text: 'Please complete authorization process on your mobile phone',
              },
        });
      }
      const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
      if (req.method === 'GET' && verify) {
        const t = transactions.get(decodeURIComponent(verify[1]!));
        if (!t) return send(400, { status: false, message: 'Transaction reference not found' });
        return send(200, { status: true, message: 'Verification successful', data: t });
      }
      if (req.method === 'GET' && url.pathname === '/refund') {
        const id = Number(url.searchParams.get('transaction'));
        return send(200, {
          status: true,
          message: 'Refunds retrieved',
          data: refunds.filter((r) => r.transaction.id === id),
        });
      }
      if (req.method === 'POST' && url.pathname === '/refund') {
        const t = transactions.get(String(body!.transaction));
        if (!t || t.status !== 'success')
          return send(400, { status: false, message: 'Transaction not found' });
        const amount = Number(body!.amount ?? t.amount - t.refunded);
        if (amount > t.amount - t.refunded)
          return send(400, {
            status: false,
            message: 'Refund amount cannot be more than transaction amount',
          });
        t.refunded += amount;
        const refund: Refund = {
          id: ++ids,
          status: 'pending',
          amount,
          merchant_note: String(body!.merchant_note ?? ''),
          transaction: { id: t.id, reference: t.reference },
        };
        refunds.push(refund);
        if (loseNextRefundAnswer) {
          loseNextRefundAnswer = false;
          return send(502, { status: false, message: 'Bad gateway' });
        }
        return send(200, { status: true, message: 'Refund has been queued for processing', data: refund });
      }
      send(404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    refunds,
    loseNextRefundAnswer: () => {
      loseNextRefundAnswer = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Paystack event, signed as Paystack signs deliveries (HMAC-SHA512 of the body, secret key). */
export function paystackEvent(event: string, data: Record<string, unknown>, secret = PAYSTACK_SECRET) {
  const body = Buffer.from(JSON.stringify({ event, data }));
  return { body, signature: paystackSignature(secret, body) };
}

export async function deliverPaystack(apiUrl: string, event: { body: Buffer; signature: string }) {
  const res = await fetch(`${apiUrl}/webhooks/payments/paystack`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: event.signature },
    body: event.body,
  });
  return { status: res.status, outcome: ((await res.json()) as { outcome?: string }).outcome };
}
