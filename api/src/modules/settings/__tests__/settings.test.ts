import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { failure, inDays, ok, publishedHostel, Q } from '../../reservations/__tests__/fixtures.js';

const SETTINGS = `query { platformSettings { platformFeePercent currency reservationHoldHours paymentHoldHours } }`;
const UPDATE = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) {
  platformFeePercent currency reservationHoldHours paymentHoldHours } }`;

describe('platform settings', () => {
  it('has defaults, only admins change them (audited), and new quotes use them', async ({
    api,
    owner,
    admin,
  }) => {
    assert.deepEqual(ok(await api.gql(SETTINGS, {}, owner.idToken)).platformSettings, {
      platformFeePercent: 10,
      currency: 'USD',
      reservationHoldHours: 48,
      paymentHoldHours: 24,
    });
    assert.equal(
      failure(await api.gql(UPDATE, { input: { platformFeePercent: 0 } }, owner.idToken)).code,
      'FORBIDDEN',
    );
    const bad = failure(
      await api.gql(UPDATE, { input: { platformFeePercent: 80, currency: 'usd' } }, admin.idToken),
    );
    assert.equal(bad.code, 'BAD_USER_INPUT');
    assert.deepEqual(Object.keys(bad.fields ?? {}).sort(), ['input.currency', 'input.platformFeePercent']);
    const updated = ok(
      await api.gql(UPDATE, { input: { platformFeePercent: 12.5, reservationHoldHours: 24 } }, admin.idToken),
    );
    assert.equal(updated.updateSettings.platformFeePercent, 12.5);
    assert.equal(updated.updateSettings.paymentHoldHours, 24);
    const audit = await api.db.prisma.auditLog.findFirstOrThrow({ where: { action: 'settings.update' } });
    assert.deepEqual(audit.details, {
      platformFeePercent: { from: 10, to: 12.5 },
      reservationHoldHours: { from: 48, to: 24 },
    });

    const { room } = await publishedHostel(api, owner, { pricePerBed: 1001 });
    const quote = ok(
      await api.gql(
        Q.quote,
        { input: { roomTypeId: room.id, beds: 1, checkIn: inDays(5), checkOut: inDays(6) } },
        owner.idToken,
      ),
    );
    assert.deepEqual(
      [quote.quoteReservation.price.platformFee, quote.quoteReservation.price.total],
      [125, 1126],
    );
  });
});
