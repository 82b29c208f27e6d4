import { audit } from '../../core/audit.js';
import type { PrismaClient } from '../../core/db.js';
import { badUserInput, type FieldErrors } from '../../core/errors.js';
import type { Prisma, User } from '../../generated/prisma/client.js';

/** Typed platform settings. Each one is a row of Setting (key -> JSON value); missing rows mean the default. */
export interface Settings {
  platformFeePercent: number;
  currency: string;
  reservationHoldHours: number;
  paymentHoldHours: number;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  platformFeePercent: 10,
  currency: 'USD',
  reservationHoldHours: 48,
  paymentHoldHours: 24,
};

type Db = PrismaClient | Prisma.TransactionClient;

/** The rule of each setting; the same messages are shown by the admin form. */
const RULES: { [K in keyof Settings]: (value: unknown) => string | null } = {
  platformFeePercent: (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 50
      ? null
      : 'The platform fee must be between 0 and 50 %.',
  currency: (v) =>
    typeof v === 'string' && /^[A-Z]{3}$/.test(v) ? null : 'Use a three-letter currency code such as USD.',
  reservationHoldHours: (v) =>
    Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 336
      ? null
      : 'The hold must be 1 to 336 hours.',
  paymentHoldHours: (v) =>
    Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 336
      ? null
      : 'The hold must be 1 to 336 hours.',
};

const KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/** Settings from stored values by key; a value that no longer passes its rule falls back to the default. */
export function settingsFrom(stored: Record<string, unknown>): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const key of KEYS) {
    if (key in stored && RULES[key](stored[key]) === null) {
      (settings as unknown as Record<string, unknown>)[key] = stored[key];
    }
  }
  return settings;
}

/** Current settings. */
export async function getSettings(db: Db): Promise<Settings> {
  const rows = await db.setting.findMany({ where: { key: { in: KEYS } } });
  return settingsFrom(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** Admin change of some settings, validated together and audited. */
export async function updateSettings(
  prisma: PrismaClient,
  admin: User,
  input: Partial<Settings>,
): Promise<Settings> {
  const changes = KEYS.filter((key) => input[key] !== undefined && input[key] !== null);
  const errors: FieldErrors = {};
  for (const key of changes) {
    const message = RULES[key](input[key]);
    if (message) errors[key] = message;
  }
  const messages = Object.values(errors);
  if (messages.length > 0)
    throw badUserInput(messages.length === 1 ? messages[0]! : 'Some fields need your attention.', errors);
  return prisma.$transaction(async (tx) => {
    const before = await getSettings(tx);
    for (const key of changes) {
      const value = input[key] as Prisma.InputJsonValue;
      await tx.setting.upsert({
        where: { key },
        create: { key, value, updatedById: admin.id },
        update: { value, updatedById: admin.id },
      });
    }
    const after = await getSettings(tx);
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
