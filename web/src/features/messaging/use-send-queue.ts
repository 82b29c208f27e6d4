import { useCallback, useState } from 'react';

export interface OutgoingImage {
  id: string;
  url: string;
}

/** A message on its way: shown at once, with its state, until the server has it. */
export interface PendingMessage {
  clientId: string;
  body: string;
  images: OutgoingImage[];
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
          attachmentIds: message.images.map((image) => image.id),
        });
        setPending((list) => list.filter((m) => m.clientId !== message.clientId));
      } catch (error) {
        set({ state: 'failed', error: describeError(error) });
      }
    },
    [describeError, send],
  );

  const submit = useCallback(
    (body: string, images: OutgoingImage[] = []) => {
      const message: PendingMessage = {
        clientId: crypto.randomUUID(),
        body,
        images,
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
