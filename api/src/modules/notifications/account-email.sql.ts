// The account e-mails' statements (account-email.ts, account-email.service.ts).
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type User } from '../../generated/prisma/client.js';
import type { AccountEmailInput } from './account-email.js';

/** Queues the account e-mail with its subject; the job writes its words when it sends. */
export async function insertAccountEmail(
  sql: SqlQuery,
  input: AccountEmailInput & { subject: string },
): Promise<void> {
  await sql(Prisma.sql`
    INSERT INTO "EmailOutbox" (id, "userId", category, "to", subject, body, link, template, locale, "updatedAt")
    VALUES (gen_random_uuid(), ${input.userId}::uuid, 'ACCOUNT', ${input.to}, ${input.subject}, '', ${input.link},
            ${input.template}, ${input.locale}, now())
    RETURNING id`);
}

/** The user with this e-mail address, or undefined. */
export async function userByEmail(sql: SqlQuery, email: string): Promise<User | undefined> {
  const [user] = await sql<User>(Prisma.sql`SELECT * FROM "User" WHERE email = ${email} LIMIT 1`);
  return user;
}
