import type { RefundStatus } from '../../gql/graphql';

/**
 * Where a refund stands: `retrying` failed and is asked again with backoff; `failed` ran out of
 * attempts (an admin settles it with the provider); `processing` waits for the provider.
 */
export type RefundState = 'refunded' | 'processing' | 'retrying' | 'failed';

export function refundState(refund: { status: RefundStatus; nextAttemptAt?: string | null }): RefundState {
  if (refund.status === 'SUCCEEDED') return 'refunded';
  if (refund.status === 'FAILED') return refund.nextAttemptAt ? 'retrying' : 'failed';
  return 'processing';
}

/** The student needs to know only whether the money is on its way. */
export const STUDENT_REFUND_LABELS: Record<RefundState, string> = {
  refunded: 'refunded',
  processing: 'in progress',
  retrying: 'in progress',
  failed: 'delayed – please contact support',
};
