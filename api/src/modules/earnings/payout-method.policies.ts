import type { PayoutMethod, User } from '../../generated/prisma/client.js';

/**
 * The owner removes their own method unless it was already replaced or removed; another owner's is
 * NOT_FOUND like a missing one: its existence is none of the caller's business.
 */
export const canRemovePayoutMethod = (
  user: Pick<User, 'id'>,
  method: Pick<PayoutMethod, 'ownerId' | 'state'>,
) => method.ownerId === user.id && method.state !== 'REMOVED' && method.state !== 'REPLACED';
