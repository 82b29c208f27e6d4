// What bench:rollout listens with: an SMTP server and a webhook receiver that count each e-mail
// (Message-ID) and delivery (x-hostel-delivery) they get, and graphql-ws subscribers that reconnect
// like the web app (any close, 1012 included) and read again what they show once reconnected.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import WebSocket from 'ws';

const CATCH_UP_AFTER_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many times each key was received; `twice` counts the keys received more than once. */
export function tally() {
  const seen = new Map<string, number>();
  return {
    add: (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1),
    has: (key: string) => seen.has(key),
    get size() {
      return seen.size;
    },
    get twice() {
      return [...seen.values()].filter((n) => n > 1).length;
    },
  };
}

export async function startSmtpCounter() {
  const mails = tally();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.add(mail.messageId ?? `no-id-${Math.random()}`);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startWebhookCounter() {
  const deliveries = tally();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      deliveries.add(String(req.headers['x-hostel-delivery']));
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    deliveries,
    url: `http://127.0.0.1:${port}/hook`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One subscription through the balancer. Every id heard live goes to `live` (twice = duplicated);
 * after each reconnection `catchUp()` returns the ids the screen would read again, kept in
 * `caughtUp`. `reconnections` counts the sockets after the first.
 */
export function subscriber(options: {
  wsUrl: string;
  token: string;
  query: string;
  variables?: Record<string, unknown>;
  idOf: (data: Record<string, { id: string }>) => string;
  catchUp: () => Promise<string[]>;
  onError: (what: string) => void;
}) {
  const live = tally();
  const caughtUp = new Set<string>();
  let connections = 0;
  const client = createClient({
    url: options.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${options.token}` },
    lazy: false,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: () => sleep(200).then(() => {}),
    on: {
      connected: () => {
        if (connections++ === 0) return;
        // The client subscribes again right after this event; read once that has reached the server.
        sleep(CATCH_UP_AFTER_MS)
          .then(options.catchUp)
          .then(
            (ids) => ids.forEach((id) => caughtUp.add(id)),
            (error: unknown) => options.onError(`catch-up: ${String(error)}`),
          );
      },
    },
  });
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe<Record<string, { id: string }>>(
    { query: options.query, variables: options.variables },
    {
      next: (result) =>
        result.data ? live.add(options.idOf(result.data)) : options.onError(JSON.stringify(result)),
      error: (error) => options.onError(`subscription: ${JSON.stringify(error)}`),
      complete: () => {},
    },
  );
  return {
    live,
    caughtUp,
    ready,
    get reconnections() {
      return Math.max(0, connections - 1);
    },
    heard: (id: string) => live.has(id) || caughtUp.has(id),
    stop: () => client.dispose(),
  };
}
