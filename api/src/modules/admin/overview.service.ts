import type { Database } from '../../core/db.js';
import { withInt32Copies } from '../../core/safe-int.js';
import {
  countsStatement,
  moneyByMonthStatement,
  reservationsByStatusStatement,
  usersByRoleStatement,
  type MoneyMonth,
  type PlatformCounts,
} from './overview.sql.js';

/** How many months of money the overview shows, this one included. */
export const MONEY_MONTHS = 12;

export interface AdminOverview extends PlatformCounts {
  usersByRole: { key: string; count: number }[];
  reservationsByStatus: { key: string; count: number }[];
  moneyByMonth: MoneyMonth[];
}

/** The platform's figures in four statements, run side by side. */
export async function adminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const [[counts], usersByRole, reservationsByStatus, moneyByMonth] = await Promise.all([
    db.query<PlatformCounts>(countsStatement(now)),
    db.query<{ key: string; count: number }>(usersByRoleStatement),
    db.query<{ key: string; count: number }>(reservationsByStatusStatement),
    db.query<MoneyMonth>(moneyByMonthStatement(now, MONEY_MONTHS)),
  ]);
  return {
    ...counts!,
    usersByRole,
    reservationsByStatus,
    moneyByMonth: moneyByMonth.map((row) =>
      withInt32Copies(row, {
        gross: 'grossAmount',
        platformFees: 'platformFeesAmount',
        refunds: 'refundsAmount',
      }),
    ),
  };
}
