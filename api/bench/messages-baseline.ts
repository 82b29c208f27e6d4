// The practical limit bench:messages compares the API with: the same INSERT through `pg`, Redis
// pub/sub between instances and bare `ws` sockets; no GraphQL, no identity check, no masking.
//   POST /send {conversationId, senderId, clientId, body} -> INSERT, PUBLISH, 200 {id}
//   ws: the client sends {"subscribe": conversationId}; every message of it arrives as JSON.
import http from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const publisher = new Redis(process.env.REDIS_URL!);
const subscriber = new Redis(process.env.REDIS_URL!);
const channel = (conversationId: string) => `bench-messages:${conversationId}`;
const sockets = new Map<string, Set<WebSocket>>();

subscriber.on('message', (name: string, payload: string) => {
  for (const socket of sockets.get(name) ?? []) socket.send(payload);
});

const server = http.createServer((req, res) => {
  if (req.url === '/readyz') return res.end('ok');
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      const m = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>;
      const { rows } = await pool.query<{ id: string; createdAt: Date }>(
        `INSERT INTO "Message" (id, "conversationId", "senderId", "clientId", body, "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, $3, $4, now()) RETURNING id, "createdAt"`,
        [m.conversationId, m.senderId, m.clientId, m.body],
      );
      const message = { ...m, id: rows[0]!.id, createdAt: rows[0]!.createdAt };
      await publisher.publish(channel(m.conversationId!), JSON.stringify(message));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id: message.id }));
    })().catch((error: Error) => {
      res.statusCode = 500;
      res.end(error.message);
    });
  });
});

new WebSocketServer({ server }).on('connection', (socket) => {
  const joined: string[] = [];
  socket.on('message', (data) => {
    const name = channel((JSON.parse(String(data)) as { subscribe: string }).subscribe);
    if (!sockets.has(name)) {
      sockets.set(name, new Set());
      void subscriber.subscribe(name);
    }
    sockets.get(name)!.add(socket);
    joined.push(name);
    socket.send(JSON.stringify({ subscribed: true }));
  });
  socket.on('close', () => joined.forEach((name) => sockets.get(name)?.delete(socket)));
});

server.listen(port, '127.0.0.1');
