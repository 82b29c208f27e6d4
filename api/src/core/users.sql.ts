// The core's hand-written reads of "User": the acting-user lock (acting-user.ts), the raw reads
// that resolve a viewer on every request (auth.ts, api-tokens.ts), and which sockets' users are
// no longer active (ws.ts).
import { Prisma, type User } from '../generated/prisma/client.js';
import type { SqlQuery } from './db.js';

/** Locks the user's row (FOR NO KEY UPDATE) until the transaction ends; answers its status, or undefined. */
export async function lockUserRow(sql: SqlQuery, userId: string) {
  const [row] = await sql<{ status: string }>(
    Prisma.sql`SELECT status FROM "User" WHERE id = ${userId}::uuid FOR NO KEY UPDATE`,
  );
  return row?.status;
}

export async function userById(sql: SqlQuery, id: string): Promise<User | undefined> {
  const [user] = await sql<User>(Prisma.sql`SELECT * FROM "User" WHERE id = ${id}::uuid`);
  return user;
}

export async function userByFirebaseUid(sql: SqlQuery, firebaseUid: string): Promise<User | undefined> {
  const [user] = await sql<User>(Prisma.sql`SELECT * FROM "User" WHERE "firebaseUid" = ${firebaseUid}`);
  return user;
}

/** Of these Firebase uids, those whose user is not ACTIVE. */
export const inactiveFirebaseUids = (sql: SqlQuery, firebaseUids: string[]) =>
  sql<{ firebaseUid: string }>(
    Prisma.sql`SELECT "firebaseUid" FROM "User" WHERE "firebaseUid" = ANY(${firebaseUids}) AND status <> 'ACTIVE'`,
  );
