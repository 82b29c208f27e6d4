// Fixtures of the payout tests: owners with payout methods, released earnings in a currency, the
// payout jobs run with a fake clock, and tokens whose sign-in is old.
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  isScalarType,
  isEnumType,
  type GraphQLObjectType,
} from 'graphql';
import { runJobs } from '../../../core/jobs.js';
import { Prisma } from '../../../generated/prisma/client.js';
import { SCHEMA_FILE } from '../../../schema.js';
import type { TestApi } from '../../../test/harness.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { inDays, ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { payoutJobs } from '../payout.jobs.js';
import type { SandboxPayoutProvider } from '../payout-sandbox.provider.js';

export const SET_METHOD = `mutation($input: PayoutMethodInput!) { setPayoutMethod(input: $input) {
  id kind currency network bankName holderName last4 state holdUntil } }`;

export const WALLET = {
  kind: 'MOBILE_MONEY',
  currency: 'GHS',
  accountNumber: '024 123 4567',
  holderName: 'Ama Mensah',
  network: 'MTN',
};

/** The server's payout provider: the sandbox under test. */
export const payoutSandbox = (api: TestApi) => api.services.payouts as SandboxPayoutProvider;

/**
 * Runs the payout jobs (schedule, send, the sandbox's deliveries) as if it were `hours` from now,
 * logging through the server's logger (silent unless the test reads it).
 */
export const runPayoutJobs = (api: TestApi, hours = 0, db = api.db) =>
  runJobs(
    db,
    payoutJobs(api.services.payouts, api.services.logger),
    api.services.logger,
    new Date(Date.now() + hours * 3_600_000),
  );

/** The tables with a row whose text holds `text` anywhere (every column, as PostgreSQL prints the row). */
export async function tablesHolding(api: TestApi, text: string): Promise<string[]> {
  const tables = await api.db.query<{ name: string }>(
    Prisma.sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
  );
  const holding: string[] = [];
  for (const { name } of tables) {
    const [row] = await api.db.query<{ n: number }>(
      Prisma.sql`SELECT count(*)::int AS n FROM ${Prisma.raw(`"${name}"`)} t WHERE t::text LIKE ${`%${text}%`}`,
    );
    if (row!.n > 0) holding.push(name);
  }
  return holding;
}

/**
 * The emulator signs nothing: the same token, its sign-in (auth_time) `minutes` ago. Firebase
 * refuses a token signed in before the account's sessions became valid (as revoked), so that
 * moment is moved back first, as for an account older than the sign-in.
 */
export async function signedInAgo(user: TestUser, minutes: number): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const project = process.env.FIREBASE_PROJECT_ID ?? 'demo-hostel';
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: user.uid, validSince: String(Math.floor(Date.now() / 1000) - 3600) }),
    },
  );
  if (!res.ok) throw new Error(`The emulator refused validSince: ${await res.text()}`);
  const idToken = user.idToken;
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const stale = { ...claims, auth_time: claims.auth_time - minutes * 60 };
  return `${header}.${Buffer.from(JSON.stringify(stale)).toString('base64url')}.`;
}

/** A paid stay of `owner` in `currency` whose earning is released (AVAILABLE); answers its net. */
export async function releasedEarning(api: TestApi, owner: TestUser, student: TestUser, currency = 'GHS') {
  const { hostel, room } = await publishedHostel(api, owner, { pricePerBed: 2500 });
  await api.db.prisma.hostel.update({ where: { id: hostel.id }, data: { currency } });
  await api.db.prisma.roomType.update({ where: { id: room.id }, data: { currency } });
  const reservation = await paidReservation(api, owner, student, {
    roomTypeId: room.id,
    beds: 1,
    checkIn: inDays(1),
    checkOut: inDays(2),
  });
  // The 24-hour hold after check-in is the release job's own test; here it has passed.
  const earning = await api.db.prisma.earning.update({
    where: {
      paymentId: (
        await api.db.prisma.payment.findFirstOrThrow({
          where: { reservationId: reservation.id, status: 'SUCCEEDED' },
        })
      ).id,
    },
    data: { status: 'AVAILABLE', availableAt: new Date() },
  });
  return earning;
}

/** Sets the owner's payout method (a fresh sign-in: the harness's token is new). */
export const setMethod = async (api: TestApi, owner: TestUser, input: Record<string, unknown> = WALLET) =>
  ok(await api.gql(SET_METHOD, { input }, owner.idToken)).setPayoutMethod;

/**
 * A selection of every field of `typeName` that takes no required argument, objects `depth` deep
 * (read from api/schema.graphql): what a client could ever read of it.
 */
export function everyField(typeName: string, depth: number): string {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const walk = (type: GraphQLObjectType, left: number): string => {
    const parts: string[] = [];
    for (const field of Object.values(type.getFields())) {
      if (field.args.some((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined))
        continue;
      const named = getNamedType(field.type);
      if (isScalarType(named) || isEnumType(named)) parts.push(field.name);
      else if (isObjectType(named) && left > 0 && !named.name.endsWith('Connection')) {
        const inner = walk(named, left - 1);
        if (inner) parts.push(`${field.name} { ${inner} }`);
      }
    }
    return parts.join(' ');
  };
  return walk(schema.getType(typeName) as GraphQLObjectType, depth);
}
