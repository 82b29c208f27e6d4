// @vitest-environment-options {"url":"http://127.0.0.1:47391/"}
// The page's socket (ws-client.ts) against a real WebSocket server speaking graphql-ws on this
// page's origin (fixed port above: the client derives its URL from the page's). When the API
// closes the socket with 1012 (its pub/sub lost Redis: events may have been missed), the client
// reconnects and a live count reads again what changed meanwhile.
import { createServer, type Server } from 'node:http';
import { render, screen } from '@testing-library/react';
import { WebSocketServer, type WebSocket } from 'ws';
import { useLiveCount } from '../live-events';
import { reconnectDelay } from '../ws-client';

const ORIGIN = 'http://127.0.0.1:47391';
const query = { __meta__: { text: 'query Count { count }' } } as never;
const changes = { __meta__: { text: 'subscription Changes { changed }' } } as never;
const countOf = (result: { count: number }) => result.count;

function LiveCount() {
  return <output>count {useLiveCount(query, changes, countOf)}</output>;
}

describe('the subscription socket after the API closed it with 1012', () => {
  let http: Server;
  let sockets: WebSocket[];
  let subscribed: number;
  let count: number;
  beforeAll(async () => {
    http = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: { count } }));
    });
    const wss = new WebSocketServer({ server: http, path: '/graphql' });
    wss.on('connection', (socket) => {
      sockets.push(socket);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string };
        if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
        if (message.type === 'subscribe') subscribed++;
      });
    });
    await new Promise<void>((resolve) => http.listen(47391, '127.0.0.1', resolve));
    // jsdom's fetch of '/graphql' has no base URL in Node: send it to this page's origin.
    const send = fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => send(new URL(url, ORIGIN), init));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    for (const socket of sockets) socket.terminate();
    await new Promise((resolve) => http.close(resolve));
  });

  it('reconnects and reads the count again', async () => {
    [sockets, subscribed, count] = [[], 0, 1];
    render(<LiveCount />);
    expect(await screen.findByText('count 1')).toBeInTheDocument();
    await vi.waitFor(() => expect(subscribed).toBe(1), { timeout: 5000 });

    count = 4; // changed while the API's pub/sub was down: no event will tell
    sockets[0]!.close(1012, 'Live updates were interrupted.');
    expect(await screen.findByText('count 4', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sockets).toHaveLength(2);
    await vi.waitFor(() => expect(subscribed).toBe(2), { timeout: 5000 });
  }, 20_000);

  it('waits at most about half a minute between attempts, with jitter', () => {
    expect(reconnectDelay(0, 0)).toBe(1300);
    expect(reconnectDelay(3, 0.5)).toBe(8000 + 300 + 1350);
    expect(reconnectDelay(30, 1)).toBeLessThanOrEqual(33_000);
  });
});
