import { isUuid } from '@hostel/common';
import type { Config } from '../../core/config.js';
import type { Database } from '../../core/db.js';
import { notFound } from '../../core/errors.js';
import type { Storage } from '../../core/storage/index.js';
import type { User } from '../../generated/prisma/client.js';
import { canReadFile } from './file.policies.js';
import { toFileObject, type FileObject } from './file.type.js';

type Viewer = User | null | undefined;

/**
 * canReadFile for `user`. A document's recipients (owners of hostels it was sent to with a
 * reservation, requesters of support tickets it was sent on, both participants of conversations it
 * was sent in) are read from the database only when the viewer is neither an admin nor its uploader.
 */
export async function userCanReadFile(
  db: Database,
  user: Viewer,
  file: Pick<FileObject, 'id' | 'kind' | 'uploaderId'>,
): Promise<boolean> {
  if (canReadFile(user, file)) return true;
  if (!user) return false;
  const [sentTo, ticketsOf, sentIn] = await Promise.all([
    db.prisma.reservation.findMany({
      where: { studentDocumentId: file.id, hostel: { ownerId: user.id } },
      select: { hostel: { select: { ownerId: true } } },
    }),
    // Support's replies (never internal notes) reach the ticket's requester with their files.
    db.prisma.supportTicket.findMany({
      where: {
        requesterId: user.id,
        messages: { some: { internal: false, attachments: { some: { fileId: file.id } } } },
      },
      select: { requesterId: true },
    }),
    db.prisma.conversation.findMany({
      where: {
        OR: [{ studentId: user.id }, { ownerId: user.id }],
        messages: { some: { attachments: { some: { fileId: file.id } } } },
      },
      select: { id: true },
    }),
  ]);
  return canReadFile(user, file, [
    ...sentTo.map((reservation) => reservation.hostel.ownerId),
    ...ticketsOf.map((ticket) => ticket.requesterId),
    ...(sentIn.length > 0 ? [user.id] : []),
  ]);
}

/**
 * The file if `user` may see it, else null. Every field that exposes a document returns it through
 * this, so a viewer who may not download it does not learn its name, size or hash either.
 */
export async function readableFile(
  db: Database,
  user: Viewer,
  file: FileObject | null,
): Promise<FileObject | null> {
  return file && (await userCanReadFile(db, user, file)) ? file : null;
}

/** One file by id; one the viewer may not see is NOT_FOUND, exactly like a missing one. */
export async function findFile(db: Database, user: Viewer, id: string): Promise<FileObject> {
  const row = isUuid(id) ? await db.prisma.file.findUnique({ where: { id } }) : null;
  const file = await readableFile(db, user, row && toFileObject(row));
  if (!file) throw notFound('The file');
  return file;
}

/** A link to a document signed for `config.storage.urlTtlSeconds`, or null when `user` may not have it. */
export async function documentLink(
  deps: { db: Database; storage: Storage; config: Config },
  user: Viewer,
  file: FileObject,
): Promise<string | null> {
  if (!(await userCanReadFile(deps.db, user, file))) return null;
  const expiresAt = new Date(Date.now() + deps.config.storage.urlTtlSeconds * 1000);
  return deps.storage.signedUrl(file.storagePath, expiresAt, file.originalName);
}
