import type { FileKind, User } from '../../generated/prisma/client.js';

type Actor = Pick<User, 'id' | 'role' | 'status'> | null | undefined;
type FileFacts = { kind: FileKind; uploaderId: string | null };

/** Images (hostel photos, avatars) are public by design: stable URLs, shown to everybody. */
export const isPublicFile = (file: Pick<FileFacts, 'kind'>) => file.kind === 'IMAGE';

/**
 * Who gets a link to a file. A document (an archive: an owner's proof of ownership, a student's
 * admission letter or ID) reaches only admins, its uploader and `recipientIds`, the owners of the
 * hostels a student sent it to with a reservation, the requesters of support tickets it was sent
 * on and the participants of conversations it was sent in; never a suspended account.
 */
export const canReadFile = (user: Actor, file: FileFacts, recipientIds: readonly string[] = []) =>
  isPublicFile(file) ||
  Boolean(
    user?.status === 'ACTIVE' &&
    (user.role === 'ADMIN' || user.id === file.uploaderId || recipientIds.includes(user.id)),
  );
