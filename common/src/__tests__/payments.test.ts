import assert from 'node:assert/strict';
import { test } from 'vitest';
import { checkMobileMoney, mobileMoneyNumberError, normalizeMobileMoneyNumber } from '../index.js';

test('a Ghanaian wallet is ten digits starting 02 or 05, typed locally or with +233', () => {
  for (const ok of ['0241234567', '055 123 4567', '+233 24 123 4567', '233551234567', '020-123-4567'])
    assert.equal(mobileMoneyNumberError('GHS', ok), null, ok);
  assert.equal(normalizeMobileMoneyNumber('GHS', '+233 24 123 4567'), '0241234567');
  for (const bad of ['0311234567', '024123456', '02412345678', '24123456a', ''])
    assert.ok(mobileMoneyNumberError('GHS', bad), bad);
  assert.match(mobileMoneyNumberError('GHS', '0311234567')!, /starts with 02 or 05/);
});

test('a Kenyan M-Pesa number is 07xx or 01xx, or 2547/2541 with the country code', () => {
  for (const ok of ['0712345678', '0112345678', '254712345678', '+254 112 345 678'])
    assert.equal(mobileMoneyNumberError('KES', ok), null, ok);
  assert.equal(normalizeMobileMoneyNumber('KES', '254712345678'), '0712345678');
  for (const bad of ['0812345678', '071234567', '255712345678'])
    assert.ok(mobileMoneyNumberError('KES', bad), bad);
});

test('the network must be one of the currency’s; a currency without mobile money is refused', () => {
  assert.deepEqual(checkMobileMoney('GHS', { network: 'mtn', phone: '+233241234567' }), {
    errors: {},
    value: { network: 'MTN', phone: '0241234567' },
  });
  assert.match(
    checkMobileMoney('GHS', { network: 'MPESA', phone: '0241234567' }).errors.network!,
    /MTN MoMo/,
  );
  assert.match(checkMobileMoney('KES', { network: 'MPESA', phone: '0241234567' }).errors.phone!, /M-Pesa/);
  assert.match(
    checkMobileMoney('USD', { network: 'MTN', phone: '0241234567' }).errors.network!,
    /not available/,
  );
});
