// @vitest-environment-options {"url":"http://127.0.0.1:47392/"}
// useSubscriptionEvents against a real WebSocket server speaking graphql-ws on this page's origin
// (fixed port above: the client derives its URL from the page's): a subscription with variables
// sends them, calls back on each event, and subscribes again when they change.
import { createServer, type Server } from 'node:http';
import { render } from '@testing-library/react';
import { WebSocketServer, type WebSocket } from 'ws';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useSubscriptionEvents } from '../live-events';

const TicketUpdated = {
  __meta__: { text: 'subscription TicketUpdated($id: ID!) { ticketUpdated(id: $id) { id } }' },
} as unknown as TypedDocumentNode<unknown, { id: string }>;

interface Message {
  id?: string;
  type: string;
  payload?: { variables?: unknown };
}

describe('useSubscriptionEvents with variables', () => {
  let http: Server;
  const sockets: WebSocket[] = [];
  const received: Message[] = [];
  beforeAll(async () => {
    http = createServer();
    const wss = new WebSocketServer({ server: http, path: '/graphql' });
    wss.on('connection', (socket) => {
      sockets.push(socket);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as Message;
        received.push(message);
        if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      });
    });
    await new Promise<void>((resolve) => http.listen(47392, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await new Promise((resolve) => http.close(resolve));
  });

  it('sends them, reports each event, and subscribes again when they change', async () => {
    const onEvent = vi.fn();
    function Ticket({ id }: { id: string }) {
      useSubscriptionEvents(TicketUpdated, onEvent, { id });
      return null;
    }
    const subscribes = () => received.filter((m) => m.type === 'subscribe');
    const { rerender } = render(<Ticket id="t1" />);
    // The socket's module loads on first use: slow on a busy machine.
    await vi.waitFor(() => expect(subscribes()).toHaveLength(1), { timeout: 15_000 });
    const first = subscribes()[0]!;
    expect(first.payload?.variables).toEqual({ id: 't1' });

    sockets[0]!.send(
      JSON.stringify({ id: first.id, type: 'next', payload: { data: { ticketUpdated: { id: 't1' } } } }),
    );
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    expect(onEvent).toHaveBeenCalledWith({ ticketUpdated: { id: 't1' } });

    rerender(<Ticket id="t2" />);
    await vi.waitFor(() => expect(subscribes()).toHaveLength(2), { timeout: 5000 });
    expect(subscribes()[1]!.payload?.variables).toEqual({ id: 't2' });
    // The first ticket's subscription ended: completed, or its socket closed (it was the last one on
    // that lazy socket).
    await vi.waitFor(() =>
      expect(
        received.some((m) => m.type === 'complete' && m.id === first.id) ||
          sockets[0]!.readyState === sockets[0]!.CLOSED,
      ).toBe(true),
    );
  }, 30_000);
});
