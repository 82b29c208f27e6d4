// A stand-in for another booking channel: an HTTP server on 127.0.0.1 that answers each path with
// what the test set (a calendar, an error, a redirect, a huge or a slow answer).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = (req: IncomingMessage, res: ServerResponse) => void;

export interface FeedServer {
  url(path: string): string;
  answer(path: string, answer: Answer | string): void;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, Answer>();
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (answer) return answer(req, res);
    res.statusCode = 404;
    res.end('not here');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    answer(path, answer) {
      answers.set(
        path,
        typeof answer === 'string'
          ? (_req, res) => {
              res.setHeader('content-type', 'text/calendar');
              res.end(answer);
            }
          : answer,
      );
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** An .ics of all-day events, as channels such as Airbnb publish them. */
export function icsOf(events: { uid: string; from: string; to: string; summary?: string; extra?: string }[]) {
  const day = (date: string) => date.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other Channel//EN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${day(event.from)}`,
      `DTEND;VALUE=DATE:${day(event.to)}`,
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      ...(event.extra ? [event.extra] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
