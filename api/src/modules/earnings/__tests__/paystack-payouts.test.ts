// The Paystack payout client against a local stand-in for api.paystack.co answering with the
// documented shapes (transfer recipients, transfers, the duplicate-reference refusal, verify), and
// Paystack's webhook events signed as Paystack signs them (HMAC-SHA512 of the body, secret key).
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { ok, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { releasedEarning, runPayoutJobs, SET_METHOD, WALLET } from './payout-fixtures.js';

const SECRET = 'sk_test_offline_paystack_key';

interface Call {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

/** api.paystack.co as its documentation shows it; `next` answers the next transfer specially. */
function paystackStandIn() {
  const calls: Call[] = [];
  const transfers = new Map<string, string>(); // reference -> transfer_code
  let next: 'lose-answer' | null = null;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url === '/transferrecipient') {
        if (String(body!.account_number).endsWith('1111'))
          return send(400, { status: false, message: 'Account number is invalid' });
        if (String(body!.account_number).endsWith('5030'))
          return send(503, { status: false, message: 'Service unavailable' });
        return send(201, {
          status: true,
          message: 'Transfer recipient created successfully',
          data: {
            active: true,
            currency: body!.currency,
            name: body!.name,
            recipient_code: 'RCP_m7ljkv8leesep7p',
            type: body!.type,
            details: { account_number: body!.account_number, bank_code: body!.bank_code },
          },
        });
      }
      if (req.url === '/transfer') {
        const reference = String(body!.reference);
        if (transfers.has(reference))
          return send(400, { status: false, message: 'Duplicate Transfer Reference' });
        transfers.set(reference, `TRF_${transfers.size + 1}vu0nxexyz`);
        if (next === 'lose-answer') {
          next = null;
          return send(502, { status: false, message: 'Bad gateway' });
        }
        return send(200, {
          status: true,
          message: 'Transfer has been queued',
          data: {
            reference,
            integration: 428626,
            domain: 'test',
            amount: body!.amount,
            currency: body!.currency,
            source: 'balance',
            reason: body!.reason,
            recipient: 28150045,
            status: 'pending',
            transfer_code: transfers.get(reference),
          },
        });
      }
      const verify = /^\/transfer\/verify\/(.+)$/.exec(req.url!);
      if (verify && transfers.has(decodeURIComponent(verify[1]!)))
        return send(200, {
          status: true,
          message: 'Transfer retrieved',
          data: { transfer_code: transfers.get(decodeURIComponent(verify[1]!)), status: 'pending' },
        });
      send(404, { status: false, message: 'Not found' });
    });
  });
  return {
    server,
    calls,
    loseNextAnswer: () => (next = 'lose-answer'),
  };
}

/** A `transfer.*` event as Paystack delivers it, and its x-paystack-signature. */
function paystackEvent(event: string, data: Record<string, unknown>) {
  const body = Buffer.from(
    JSON.stringify({
      event,
      data: {
        domain: 'test',
        amount: 10000,
        currency: 'GHS',
        failures: null,
        reason: 'Hostel earnings payout',
        source: 'balance',
        status: event.slice('transfer.'.length),
        titan_code: null,
        transferred_at: null,
        recipient: { recipient_code: 'RCP_m7ljkv8leesep7p', type: 'mobile_money' },
        ...data,
      },
    }),
  );
  return { body, signature: createHmac('sha512', SECRET).update(body).digest('hex') };
}

describe('payouts through Paystack transfers (a local stand-in for its API)', () => {
  const paystack = paystackStandIn();
  const lines: string[] = [];
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    await new Promise<void>((resolve) => paystack.server.listen(0, '127.0.0.1', resolve));
    const { port } = paystack.server.address() as { port: number };
    api = await startTestApi({
      config: {
        paystack: { secretKey: SECRET, baseUrl: `http://127.0.0.1:${port}` },
        payouts: { provider: 'paystack' },
        logLevel: 'trace',
      },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
  });
  afterAll(async () => {
    await api.close();
    (paystack.server as Server).close();
  });

  const post = (body: Buffer, signature: string) =>
    fetch(`${api.url}/webhooks/payouts/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });

  it('registers a wallet as a mobile_money transfer recipient; a refused account is BAD_USER_INPUT', async () => {
    const refused = firstError(
      await api.gql(SET_METHOD, { input: { ...WALLET, accountNumber: '0241231111' } }, owner.idToken),
    );
    assert.equal(refused.extensions.code, 'BAD_USER_INPUT');
    assert.deepEqual(refused.extensions.fields, {
      'input.accountNumber': 'The payout provider refused this account: Account number is invalid',
    });
    const method = ok(await api.gql(SET_METHOD, { input: WALLET }, owner.idToken)).setPayoutMethod;
    assert.equal(method.last4, '4567');
    const call = paystack.calls.at(-1)!;
    assert.equal(call.authorization, `Bearer ${SECRET}`);
    assert.deepEqual(call.body, {
      type: 'mobile_money',
      name: 'Ama Mensah',
      account_number: '0241234567',
      bank_code: 'MTN',
      currency: 'GHS',
    });
    const row = await api.db.prisma.payoutMethod.findUniqueOrThrow({ where: { id: method.id } });
    assert.equal(row.recipientCode, 'RCP_m7ljkv8leesep7p');
  });

  it('logs why the provider could not add a method (CONFLICT for the owner), never the number', async () => {
    const from = lines.length;
    const input = { ...WALLET, accountNumber: '024 555 5030' };
    const error = firstError(await api.gql(SET_METHOD, { input }, owner.idToken));
    assert.deepEqual(
      [error.extensions.code, error.message],
      ['CONFLICT', 'The payout provider could not be reached. Try again in a few minutes.'],
    );
    const logged = lines
      .slice(from)
      .map((line) => JSON.parse(line) as { msg: string; userId?: string; cause?: Record<string, string> })
      .filter((line) => line.msg === 'The payout provider did not add a payout method');
    assert.equal(logged.length, 1);
    assert.equal(logged[0]!.userId, owner.userId);
    assert.deepEqual(
      [logged[0]!.cause!.name, logged[0]!.cause!.message],
      ['PayoutProviderUnavailableError', 'Paystack answered 503.'],
    );
    assert.ok(paystack.calls.some((call) => call.body?.account_number === '0245555030'));
    for (const line of lines) assert.ok(!/5555030|555 5030/.test(line), line);
  });

  it('sends a transfer keyed by the payout id; a lost answer is asked again, never paid twice', async () => {
    // In USD to a bank account: GHS payments themselves would go through Paystack's charges here.
    const bank = {
      kind: 'BANK',
      currency: 'USD',
      accountNumber: '1234567890123',
      holderName: 'Ama Mensah',
      bankCode: 'GCB',
      bankName: 'GCB Bank',
    };
    ok(await api.gql(SET_METHOD, { input: bank }, owner.idToken));
    assert.deepEqual(paystack.calls.at(-1)!.body, {
      type: 'ghipss',
      name: 'Ama Mensah',
      account_number: '1234567890123',
      bank_code: 'GCB',
      currency: 'USD',
    });
    const earning = await releasedEarning(api, owner, student, 'USD');
    paystack.loseNextAnswer();
    await runPayoutJobs(api, 49); // a second method: past its change's hold
    const [payout] = await api.db.prisma.payout.findMany({ where: { ownerId: owner.userId } });
    assert.equal(payout!.status, 'REQUESTED');
    assert.equal(payout!.sendAttempts, 1);
    assert.ok(payout!.nextAttemptAt! > new Date(), 'tried again later');

    await runPayoutJobs(api, 50);
    const sent = await api.db.prisma.payout.findUniqueOrThrow({ where: { id: payout!.id } });
    assert.equal(sent.status, 'SENT');
    assert.equal(sent.providerReference, 'TRF_1vu0nxexyz', 'the transfer made the first time');
    const transfers = paystack.calls.filter((c) => c.path === '/transfer');
    assert.equal(transfers.length, 2);
    for (const call of transfers)
      assert.deepEqual(call.body, {
        source: 'balance',
        amount: earning.net,
        currency: 'USD',
        recipient: 'RCP_m7ljkv8leesep7p',
        reference: payout!.id,
        reason: 'Hostel earnings payout',
      });
    assert.ok(paystack.calls.some((c) => c.path === `/transfer/verify/${payout!.id}`));
  });

  it('applies transfer.success signed with the secret key; refuses a bad signature', async () => {
    const [payout] = await api.db.prisma.payout.findMany({ where: { ownerId: owner.userId } });
    const sum = { amount: payout!.amount, currency: payout!.currency };
    const success = paystackEvent('transfer.success', {
      reference: payout!.id,
      transfer_code: 'TRF_1vu0nxexyz',
      ...sum,
    });
    // One hex digit changed (a signature that starts with 0 gets a 1 there).
    const forged = (success.signature[0] === '0' ? '1' : '0') + success.signature.slice(1);
    assert.equal((await post(success.body, forged)).status, 400);
    assert.equal((await post(success.body, 'not-hex')).status, 400);
    // Signed, but about another sum: nothing moves, and it is audited for the admins.
    const other = paystackEvent('transfer.success', {
      reference: payout!.id,
      transfer_code: 'TRF_1vu0nxexyz',
      ...sum,
      amount: payout!.amount + 1,
    });
    assert.deepEqual(await (await post(other.body, other.signature)).json(), {
      received: true,
      outcome: 'mismatch',
    });
    const unpaid = await api.db.prisma.payout.findUniqueOrThrow({ where: { id: payout!.id } });
    assert.equal(unpaid.status, 'SENT');
    const audited = await api.db.prisma.auditLog.count({
      where: { entityId: payout!.id, action: 'payout.event_mismatch' },
    });
    assert.equal(audited, 1);
    assert.deepEqual(await (await post(success.body, success.signature)).json(), {
      received: true,
      outcome: 'applied',
    });
    const paid = await api.db.prisma.payout.findUniqueOrThrow({ where: { id: payout!.id } });
    assert.equal(paid.status, 'PAID');
    // A later transfer.reversed (the bank returned it) puts the money back.
    const reversed = paystackEvent('transfer.reversed', {
      reference: payout!.id,
      transfer_code: 'TRF_1vu0nxexyz',
      ...sum,
      gateway_response: 'Beneficiary account closed',
    });
    assert.deepEqual(await (await post(reversed.body, reversed.signature)).json(), {
      received: true,
      outcome: 'applied',
    });
    const back = await api.db.prisma.payout.findUniqueOrThrow({ where: { id: payout!.id } });
    assert.deepEqual([back.status, back.failureReason], ['REVERSED', 'Beneficiary account closed']);
  });
});
