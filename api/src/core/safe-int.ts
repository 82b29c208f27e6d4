// Totals of money (sums over many reservations) outgrow GraphQL's 32-bit Int. They travel as
// SafeInt (graphql-scalars: any integer JavaScript holds exactly, up to 2^53 - 1), computed as
// float8 in SQL (exact to that bound); the Int fields they replace stay, deprecated, while they fit.
import { GraphQLSafeInt } from 'graphql-scalars';
import { MONEY_MAX } from '@hostel/common';
import { conflict } from './errors.js';

export const SafeInt = GraphQLSafeInt;

/** The deprecation of a 32-bit total replaced by `instead` (api/CHANGELOG.md, 2026-11-25). */
export const int32Deprecation = (instead: string) =>
  `Use ${instead}: Int cannot carry totals above ${MONEY_MAX.toLocaleString('en')}. Deprecated 2026-11-25.`;

/**
 * `row` with 32-bit copies of some of its totals under their old names (`{ oldName: newName }`):
 * read, a copy answers the total when Int can carry it, else a clear error naming the field to read.
 */
export function withInt32Copies<T extends object, K extends string>(
  row: T,
  copies: Record<K, keyof T & string>,
): T & Record<K, number> {
  const out = { ...row } as T & Record<K, number>;
  for (const [old, field] of Object.entries(copies) as [K, keyof T & string][]) {
    Object.defineProperty(out, old, {
      enumerable: true,
      get() {
        const value = Number(row[field]);
        if (Math.abs(value) <= MONEY_MAX) return value;
        throw conflict(`This total is too large for the deprecated ${old} (a 32-bit Int): read ${field}.`);
      },
    });
  }
  return out;
}
