import type { CancellationPolicy } from '../../generated/prisma/client.js';
import { addDays, startOfDayIn } from '../../core/dates.js';

/**
 * The refund tables, the one place they are defined. A student cancelling at least `daysBefore`
 * days before check-in (midnight starting the day `daysBefore` days before the check-in date, in
 * the hostel's time zone, boundary included) gets `percent` of what they paid back; later than every step, `otherwise`.
 */
export const REFUND_TABLES: Record<
  CancellationPolicy,
  { steps: { daysBefore: number; percent: number }[]; otherwise: number }
> = {
  FLEXIBLE: { steps: [{ daysBefore: 1, percent: 100 }], otherwise: 0 },
  MODERATE: { steps: [{ daysBefore: 5, percent: 100 }], otherwise: 50 },
  STRICT: { steps: [{ daysBefore: 14, percent: 50 }], otherwise: 0 },
};

export interface PolicyRefund {
  percent: number;
  amount: number;
  /** Until when this percentage applies; null once the last step has passed. */
  until: Date | null;
}

/** The refund a student's cancellation gets at `now`, of the amount still held. */
export function policyRefund(
  policy: CancellationPolicy,
  stay: { checkIn: string; timeZone: string },
  paid: number,
  now: Date,
): PolicyRefund {
  const table = REFUND_TABLES[policy];
  // Steps with the most days first: the earliest deadline still ahead wins.
  const steps = [...table.steps].sort((a, b) => b.daysBefore - a.daysBefore);
  for (const step of steps) {
    // Calendar days in the hostel's zone, not 24-hour blocks: a DST change in between moves nothing.
    const deadline = startOfDayIn(addDays(stay.checkIn, -step.daysBefore), stay.timeZone);
    if (now.getTime() <= deadline.getTime()) {
      return { percent: step.percent, amount: Math.floor((paid * step.percent) / 100), until: deadline };
    }
  }
  return { percent: table.otherwise, amount: Math.floor((paid * table.otherwise) / 100), until: null };
}
