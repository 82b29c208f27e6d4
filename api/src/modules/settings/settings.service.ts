import {
  DEFAULT_PAYOUT_SETTINGS,
  DEFAULT_SETTINGS,
  PAYOUT_SETTING_KEYS,
  PAYOUT_SETTING_RULES,
  SETTING_KEYS,
  SETTING_RULES,
  type PayoutSettings,
  type Settings as PlatformSettings,
} from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import type { Database, PrismaClient, Tx } from '../../core/db.js';
import { badUserInput } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import type { Prisma, User } from '../../generated/prisma/client.js';

// Typed platform settings, with the rules the admin form shows (@hostel/common), and the payout
// settings beside them. Each one is a row of Setting (key -> JSON value); missing rows mean the default.
export type Settings = PlatformSettings & PayoutSettings;

const DEFAULTS: Settings = { ...DEFAULT_SETTINGS, ...DEFAULT_PAYOUT_SETTINGS };
const RULES = { ...SETTING_RULES, ...PAYOUT_SETTING_RULES } as Record<
  keyof Settings,
  (value: unknown) => string | null
>;
const KEYS = [...SETTING_KEYS, ...PAYOUT_SETTING_KEYS];

/** Settings from stored values by key; a value that no longer passes its rule falls back to the default. */
export function settingsFrom(stored: Record<string, unknown>): Settings {
  const settings: Settings = { ...DEFAULTS };
  for (const key of KEYS) {
    if (key in stored && RULES[key](stored[key]) === null) {
      (settings as unknown as Record<string, unknown>)[key] = stored[key];
    }
  }
  return settings;
}

/** The schema's list of rates as the stored table; a currency given twice is refused. */
export function exchangeRatesFrom(list: { currency: string; rate: number }[]): Settings['exchangeRates'] {
  const rates: Settings['exchangeRates'] = {};
  for (const { currency, rate } of list) {
    if (currency in rates) {
      const message = `${currency} is given twice; give each currency one rate.`;
      throw badUserInput(message, { exchangeRates: message });
    }
    rates[currency] = rate;
  }
  return rates;
}

/** The schema's list of payout minimums as the stored table; a currency given twice is refused. */
export function payoutMinimumsFrom(list: { currency: string; amount: number }[]): Settings['payoutMinimums'] {
  const minimums: Settings['payoutMinimums'] = {};
  for (const { currency, amount } of list) {
    if (currency in minimums) {
      const message = `${currency} is given twice; give each currency one minimum.`;
      throw badUserInput(message, { payoutMinimums: message });
    }
    minimums[currency] = amount;
  }
  return minimums;
}

/** Current settings, read with Prisma or in an open transaction. */
export async function settingsIn(client: PrismaClient | Tx): Promise<Settings> {
  const rows = await client.setting.findMany({ where: { key: { in: KEYS } } });
  return settingsFrom(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** Current settings. */
export const getSettings = (db: Database) => settingsIn(db.prisma);

/** Admin change of some settings, validated together and audited. */
export async function updateSettings(db: Database, admin: User, input: Partial<Settings>): Promise<Settings> {
  const changes = KEYS.filter((key) => input[key] !== undefined && input[key] !== null);
  const check = new FieldCheck();
  for (const key of changes) {
    const message = RULES[key](input[key]);
    if (message) check.add(key, message);
  }
  check.throwIfAny();
  return writeAs(db, admin.id, async (tx) => {
    const before = await settingsIn(tx);
    for (const key of changes) {
      const value = input[key] as Prisma.InputJsonValue;
      await tx.setting.upsert({
        where: { key },
        create: { key, value, updatedById: admin.id },
        update: { value, updatedById: admin.id },
      });
    }
    const after = await settingsIn(tx);
    const details = Object.fromEntries(changes.map((key) => [key, { from: before[key], to: after[key] }]));
    await audit(tx, {
      actorId: admin.id,
      action: 'settings.update',
      entity: 'Setting',
      entityId: 'platform',
      details,
    });
    return after;
  });
}
