import type { Context } from '../../core/context.js';
import { batchLoader, perRequest } from '../../core/loaders.js';
import { toFileObject, type FileObject } from '../files/index.js';
import { unreadCounts } from './conversation.sql.js';
import { withAttachments } from './message.service.js';
import type { MessageObject } from './messaging.types.js';
import { contactsOpenIds, newestMessageIds } from './message.sql.js';
import { messagesAsSeen } from './visible-text.js';

/** Batches of a page of conversations and messages: a fixed number of statements per page. */
export const messagingLoaders = perRequest((ctx: Context) => {
  const viewerId = ctx.viewer?.user?.id ?? '';
  const contactsOpen = batchLoader(async (ids: string[]) => {
    const open = await contactsOpenIds(ctx.db.query, ids);
    return new Map(ids.map((id) => [id, open.has(id)]));
  }, false);
  return {
    /** Whether contact details flow freely in a conversation (the counterpart's name, messages). */
    contactsOpen,
    unreadCount: batchLoader((ids: string[]) => unreadCounts(ctx.db.query, viewerId, ids), 0),
    lastMessage: batchLoader<string, MessageObject | null>(async (ids) => {
      const newest = await newestMessageIds(ctx.db.query, ids);
      const rows = await ctx.db.prisma.message.findMany({
        where: { id: { in: newest.map((row) => row.id) } },
        include: withAttachments,
      });
      const open = await contactsOpen.loadMany(rows.map((row) => row.conversationId));
      const openIds = new Set(rows.filter((_, i) => open[i] === true).map((row) => row.conversationId));
      const seen = await messagesAsSeen(ctx.db.query, rows, viewerId, (id) => openIds.has(id));
      return new Map(rows.map((row) => [row.conversationId, seen.get(row.id)!]));
    }, null),
    files: batchLoader(
      async (ids: string[]) => {
        const rows = await ctx.db.prisma.file.findMany({ where: { id: { in: ids } } });
        return new Map(rows.map((row) => [row.id, toFileObject(row)]));
      },
      null as FileObject | null,
    ),
  };
});
