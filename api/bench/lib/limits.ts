import { WHOLE_SETTING_BOUNDS, type WholeSettingKey } from '@hostel/common';
import type { Database } from '../../src/core/db.js';

const HOLDS: WholeSettingKey[] = ['reservationHoldHours', 'paymentHoldHours'];

/** A benchmark is one address and a few users at full speed: the abuse limits at their highest. */
export async function liftAbuseLimits(db: Database): Promise<void> {
  const limits = (Object.keys(WHOLE_SETTING_BOUNDS) as WholeSettingKey[]).filter(
    (key) => !HOLDS.includes(key),
  );
  for (const key of limits) {
    const value = WHOLE_SETTING_BOUNDS[key].max;
    await db.prisma.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
  }
}
