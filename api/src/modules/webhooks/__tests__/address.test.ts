// IPv6 forms that carry a private IPv4 address (compatible, mapped, NAT64, 6to4, Teredo) are refused
// as webhook targets with production's rule, when the URL is saved and when a delivery connects;
// ordinary public IPv4 and IPv6 addresses are taken.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { failure, ok, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { addressAllowed } from '../../../core/outbound-address.js';
import { deliverJob } from '../deliver.job.js';
import { apiClientOf, W } from './fixtures.js';

/** Each carries loopback, cloud metadata (169.254.169.254) or another refused IPv4 address. */
const PRIVATE_IPV6 = [
  '::127.0.0.1', // IPv4-compatible, dotted
  '::7f00:1', // IPv4-compatible, hex
  '::a9fe:a9fe',
  '::ffff:127.0.0.1', // IPv4-mapped
  '::ffff:7f00:1',
  '::ffff:a9fe:a9fe',
  '::ffff:0:a00:1', // IPv4-translated (10.0.0.1)
  '64:ff9b::a9fe:a9fe', // NAT64, well-known prefix
  '64:ff9b::7f00:1',
  '64:ff9b:1::a9fe:a9fe', // NAT64, local-use prefix
  '2002:a9fe:a9fe::1', // 6to4
  '2002:7f00:1::',
  '2002:c0a8:101::1', // 6to4 of 192.168.1.1
  '2001:0:a9fe:a9fe::1', // Teredo, server 169.254.169.254
  '2001:0:808:808:0:0:f5ff:fffe', // Teredo, client 10.0.0.1 (bits flipped), public server
];
const PUBLIC = [
  '93.184.216.34',
  '8.8.8.8',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82a::200e',
  '64:ff9b::808:808', // NAT64 of a public address (an IPv6-only network with DNS64)
  '2002:808:808::1', // 6to4 of a public address
];

describe('webhook addresses', () => {
  let api: TestApi;
  let owner: TestUser;
  let clientId: string;

  beforeAll(async () => {
    // Production's rule: no loopback exception.
    api = await startTestApi({ config: { webhooks: { allowLoopback: false } } });
    owner = await signUpUser(api, 'OWNER');
    clientId = (await apiClientOf(api, owner)).id;
  });
  afterAll(() => api.close());

  const create = (url: string) =>
    api.gql(W.create, { input: { apiClientId: clientId, url, events: ['HOSTEL_CHANGED'] } }, owner.idToken);
  const literal = (address: string) => (address.includes(':') ? `[${address}]` : address);

  it('judges the IPv4 address inside every IPv6 form (as for each DNS answer)', () => {
    for (const address of PRIVATE_IPV6) assert.equal(addressAllowed(address, false), false, address);
    for (const address of PUBLIC) assert.equal(addressAllowed(address, false), true, address);
  });

  it('refuses such URLs when they are saved, and takes public ones', async () => {
    for (const address of PRIVATE_IPV6) {
      const error = failure(await create(`https://${literal(address)}/hook`));
      assert.equal(error.code, 'BAD_USER_INPUT', address);
      assert.match(error.fields!['input.url']!, /public address/, address);
    }
    for (const address of PUBLIC) ok(await create(`https://${literal(address)}/hook`));
  });

  it('refuses them again when a delivery connects (a URL saved before the rule)', async () => {
    const client = await api.db.prisma.apiClient.findUniqueOrThrow({ where: { id: clientId } });
    await api.db.prisma.webhookSubscription.deleteMany();
    for (const [i, address] of [
      '::7f00:1',
      '64:ff9b:1::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      '2001:0:a9fe:a9fe::1',
    ].entries()) {
      await api.db.prisma.webhookSubscription.create({
        data: {
          apiClientId: client.id,
          url: `https://${literal(address)}/hook`,
          events: ['HOSTEL_CHANGED'],
          secret: randomBytes(16).toString('hex'),
          deliveries: { create: { eventId: BigInt(i + 1), event: 'HOSTEL_CHANGED', payload: { n: i } } },
        },
      });
    }
    assert.equal(await deliverJob(api.services).run(api.db, new Date()), 4);
    const rows = await api.db.prisma.webhookDelivery.findMany({ include: { subscription: true } });
    for (const row of rows) {
      assert.equal(row.status, 'PENDING', row.subscription.url);
      assert.match(row.lastError ?? '', /resolves to a private or reserved address/, row.subscription.url);
    }
  });
});
