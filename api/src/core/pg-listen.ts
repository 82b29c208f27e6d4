// `Database.listen` on PostgreSQL (core/db.ts).
import pg from 'pg';
import type { Listener } from './db.js';

const RELISTEN_MAX_DELAY_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work). A lost
 * connection is reported and replaced: after 0.5 s, doubling up to 30 s between attempts.
 */
export async function listenOnPostgres(databaseUrl: string, channel: string, listener: Listener) {
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current !== client) return; // 'error' and 'end' both report one loss; a failed connect is handled there
    current = undefined;
    client.end().catch(() => {});
    listener.down();
    if (!stopped) schedule();
  };
  const schedule = () => {
    retry = setTimeout(
      () => void connect().catch(() => {}),
      Math.min(RELISTEN_MAX_DELAY_MS, 500 * 2 ** failures++),
    );
    retry.unref();
  };
  const connect = async (first = false) => {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    client.on('notification', (n) => n.channel === channel && listener.message(n.payload ?? ''));
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      client.end().catch(() => {});
      if (!stopped && !first) schedule();
      throw error;
    }
    if (stopped) return void client.end().catch(() => {});
    current = client;
    failures = 0;
    listener.up();
  };
  await connect(true); // the first attempt's failure is the caller's: the server does not start
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
