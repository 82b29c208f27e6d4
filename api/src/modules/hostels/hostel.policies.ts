import type { Hostel, HostelStatus, User } from '../../generated/prisma/client.js';

type Actor = Pick<User, 'id' | 'role'> | null | undefined;
type Listing = Pick<Hostel, 'ownerId' | 'status'>;

export const isHostelOwner = (user: Actor, hostel: Listing) => Boolean(user && user.id === hostel.ownerId);

const isAdmin = (user: Actor) => user?.role === 'ADMIN';

/** Students, the public and integrators see PUBLISHED hostels only; owners and admins see all. */
export const canViewHostel = (user: Actor, hostel: Listing) =>
  hostel.status === 'PUBLISHED' || isHostelOwner(user, hostel) || isAdmin(user);

/** Review notes, the ownership document and the listing's moderation history. */
export const canSeeModerationDetails = (user: Actor, hostel: Listing) =>
  isHostelOwner(user, hostel) || isAdmin(user);

/** Only the owner edits a listing, and not while an admin is reviewing it or once it is archived. */
const LOCKED: readonly HostelStatus[] = ['PENDING_REVIEW', 'ARCHIVED'];
export const canEditHostel = (user: Actor, hostel: Listing) =>
  isHostelOwner(user, hostel) && !LOCKED.includes(hostel.status);

export const canSubmitHostel = (user: Actor, hostel: Listing) =>
  isHostelOwner(user, hostel) && (hostel.status === 'DRAFT' || hostel.status === 'REJECTED');

export const canArchiveHostel = (user: Actor, hostel: Listing) =>
  isHostelOwner(user, hostel) && hostel.status !== 'ARCHIVED';

/** Only published hostels can be favourited (removing a favourite is always allowed). */
export const canFavouriteHostel = (hostel: Listing) => hostel.status === 'PUBLISHED';
