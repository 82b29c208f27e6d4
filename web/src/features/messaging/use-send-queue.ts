import { useCallback, useState } from 'react';
import type { StoredImage } from '../../lib/image-sources';

/** A file attached to a message: an image (shown) or a ZIP archive of documents (linked). */
export interface MessageFile extends StoredImage {
  id: string;
  kind: 'IMAGE' | 'ARCHIVE';
  originalName: string;
  /** The image itself; a document's short-lived link, null until the server gives one. */
  url: string | null;
}

/** A message on its way: shown at once, with its state, until the server has it. */
export interface PendingMessage {
  clientId: string;
  body: string;
  files: MessageFile[];
  state: 'sending' | 'failed';
  error: string | null;
}

export type SendFn = (message: { clientId: string; body: string; attachmentIds: string[] }) => Promise<void>;

/**
 * Optimistic sending. Each message gets a client id once; a retry sends the same id again, which
 * the server answers with the message it may already have stored: never two copies.
 */
export function useSendQueue(send: SendFn, describeError: (error: unknown) => string) {
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const attempt = useCallback(
    async (message: PendingMessage) => {
      const set = (change: Partial<PendingMessage>) =>
        setPending((list) => list.map((m) => (m.clientId === message.clientId ? { ...m, ...change } : m)));
      set({ state: 'sending', error: null });
      try {
        await send({
          clientId: message.clientId,
          body: message.body,
          attachmentIds: message.files.map((file) => file.id),
        });
        setPending((list) => list.filter((m) => m.clientId !== message.clientId));
      } catch (error) {
        set({ state: 'failed', error: describeError(error) });
      }
    },
    [describeError, send],
  );

  const submit = useCallback(
    (body: string, files: MessageFile[] = []) => {
      const message: PendingMessage = {
        clientId: crypto.randomUUID(),
        body,
        files,
        state: 'sending',
        error: null,
      };
      setPending((list) => [...list, message]);
      void attempt(message);
    },
    [attempt],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = pending.find((m) => m.clientId === clientId);
      if (message) void attempt(message);
    },
    [attempt, pending],
  );

  return { pending, submit, retry };
}
