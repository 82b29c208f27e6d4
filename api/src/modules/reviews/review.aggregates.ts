import { lockRow, sqlOf, type Tx } from '../../core/db.js';
import { recomputeRatings } from './review.sql.js';

/**
 * Locks the hostel's row first in the transaction that changes a review, so concurrent changes of
 * one hostel's reviews apply one after the other and each recompute (a later statement, so a fresh
 * snapshot) sees the others' committed rows: search never sorts or filters on a stale average.
 */
export async function lockHostelRatings(tx: Tx, hostelId: string): Promise<void> {
  await lockRow(tx, 'Hostel', { id: hostelId });
}

/** The hostel's rating columns from its rows; call after `lockHostelRatings`, in the same transaction. */
export async function recomputeHostelRatings(tx: Tx, hostelId: string): Promise<void> {
  await recomputeRatings(sqlOf(tx), [hostelId]);
}
