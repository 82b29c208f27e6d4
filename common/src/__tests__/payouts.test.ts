import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import {
  checkPayoutMethod,
  DEFAULT_PAYOUT_SETTINGS,
  normalizePayoutNumber,
  payoutNumberError,
  PAYOUT_SETTING_RULES,
  type PayoutMethodInput,
} from '../index.js';

const wallet: PayoutMethodInput = {
  kind: 'MOBILE_MONEY',
  currency: 'GHS',
  accountNumber: '024 123 4567',
  holderName: 'Ama Mensah',
  network: 'MTN',
};
const bank: PayoutMethodInput = {
  kind: 'BANK',
  currency: 'GHS',
  accountNumber: '1234567890123',
  holderName: 'Kofi Boateng',
  bankCode: 'GCB',
  bankName: 'GCB Bank',
};

describe('payout method rules', () => {
  test('account and wallet numbers, per kind and currency', () => {
    const table: [PayoutMethodInput['kind'], string, string, string | null][] = [
      ['MOBILE_MONEY', 'GHS', '0241234567', null],
      ['MOBILE_MONEY', 'GHS', '+233 24 123 4567', null],
      ['MOBILE_MONEY', 'GHS', '0551234567', null],
      [
        'MOBILE_MONEY',
        'GHS',
        '0341234567',
        'A Ghanaian mobile money number has 10 digits and starts with 02 or 05, e.g. 0241234567.',
      ],
      [
        'MOBILE_MONEY',
        'GHS',
        '024123456',
        'A Ghanaian mobile money number has 10 digits and starts with 02 or 05, e.g. 0241234567.',
      ],
      ['MOBILE_MONEY', 'KES', '254712345678', null],
      ['MOBILE_MONEY', 'KES', '0712345678', null],
      ['MOBILE_MONEY', 'KES', '0112345678', null],
      [
        'MOBILE_MONEY',
        'KES',
        '0812345678',
        'An M-Pesa number is 07XXXXXXXX or 01XXXXXXXX (or 2547XXXXXXXX), e.g. 0712345678.',
      ],
      ['BANK', 'GHS', '123456', null],
      ['BANK', 'GHS', '12345678901234567890', null],
      ['BANK', 'GHS', '12345', 'A bank account number has 6 to 20 digits.'],
      ['BANK', 'GHS', '123456789012345678901', 'A bank account number has 6 to 20 digits.'],
      ['BANK', 'NGN', '0123456789', null],
      ['BANK', 'NGN', '012345678', 'A Nigerian account number (NUBAN) has exactly 10 digits.'],
      ['BANK', 'GHS', '12345A789', 'Use digits only.'],
      ['BANK', 'GHS', '', 'The account number is required.'],
      ['MOBILE_MONEY', 'GHS', ' ', 'The mobile money number is required.'],
    ];
    for (const [kind, currency, number, message] of table) {
      assert.equal(payoutNumberError(kind, currency, number), message, `${kind} ${currency} ${number}`);
    }
    assert.equal(normalizePayoutNumber('MOBILE_MONEY', 'KES', '+254 712 345 678'), '0712345678');
  });

  test('each field has its one message; good input comes back normalised with its last four digits', () => {
    const good = checkPayoutMethod(wallet);
    assert.deepEqual(good.errors, {});
    assert.equal(good.value.accountNumber, '0241234567');
    assert.equal(good.value.last4, '4567');
    assert.equal(checkPayoutMethod(bank).value.last4, '0123');

    assert.deepEqual(checkPayoutMethod({ ...wallet, network: 'MPESA' }).errors, {
      network: 'Choose the mobile money network: MTN MoMo, Telecel Cash (Vodafone), AirtelTigo Money.',
    });
    assert.deepEqual(checkPayoutMethod({ ...wallet, currency: 'NGN', accountNumber: '0123456789' }).errors, {
      network: 'Mobile money payouts are not available in NGN; add a bank account.',
    });
    assert.deepEqual(checkPayoutMethod({ ...wallet, currency: 'EUR' }).errors, {
      currency: 'Payouts are sent in GHS, KES, NGN, USD; choose one of them.',
    });
    assert.deepEqual(checkPayoutMethod({ ...bank, bankCode: '' }).errors, { bankCode: 'Choose your bank.' });
    for (const holderName of ['', 'A', 'Ama 2', '---']) {
      assert.ok(checkPayoutMethod({ ...bank, holderName }).errors.holderName, holderName);
    }
  });

  test('the settings: a hold of 0 to 336 hours (48 by default) and minimums per currency', () => {
    assert.equal(DEFAULT_PAYOUT_SETTINGS.payoutHoldHoursAfterMethodChange, 48);
    assert.equal(PAYOUT_SETTING_RULES.payoutHoldHoursAfterMethodChange(0), null);
    assert.ok(PAYOUT_SETTING_RULES.payoutHoldHoursAfterMethodChange(337));
    assert.equal(PAYOUT_SETTING_RULES.payoutMinimums({ GHS: 5000 }), null);
    assert.ok(PAYOUT_SETTING_RULES.payoutMinimums({ GHS: -1 }));
    assert.ok(PAYOUT_SETTING_RULES.payoutMinimums({ ghs: 1 }));
    // Only currencies payouts are made in: the list stays as short as the API's cost bound says.
    assert.equal(
      PAYOUT_SETTING_RULES.payoutMinimums({ EUR: 100 }),
      'Payouts are made in GHS, KES, NGN, USD only.',
    );
  });
});
