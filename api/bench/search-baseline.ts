// Baseline for `npm run bench:search`: the very statements the API issues for one search page
// (the search itself, then cover photos, room types and owners in one batch each), through `pg`
// behind bare node:http, serialised to the same JSON shape, prepared by name as the API prepares
// them (core/db.ts). No GraphQL, no ORM.
import http from 'node:http';
import pg from 'pg';
import { preparedStatementNames, queryPrepared, withoutJit } from '../src/core/db.js';
import type { Prisma } from '../src/generated/prisma/client.js';
import { coverPhotosOf, ownerCardsOf, roomTypesOf } from '../src/modules/hostels/hostel.sql.js';
import { searchStatement, type SearchQuery } from '../src/modules/hostels/search.sql.js';

// The API's sessions (no JIT), so that the same SQL runs the same.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, ...withoutJit });
const query = JSON.parse(process.env.BENCH_SEARCH_QUERY!) as SearchQuery;
const stay = { ...query.stay!, beds: query.beds };
const nameOf = preparedStatementNames();
const run = async <T>(sql: Prisma.Sql) => (await queryPrepared<T>(pool, nameOf, sql)).rows;

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const file = (f: Row | undefined) => f && { url: f.publicUrl, width: f.width, height: f.height };

async function searchPage() {
  const rows = (await run<Row>(searchStatement(query))).filter((row) => row.id !== null);
  const page = rows.slice(0, query.limit - 1);
  const ids = page.map((row) => row.id as string);
  const [covers, rooms, owners] = await Promise.all([
    coverPhotosOf(run, ids),
    roomTypesOf(run, ids, stay),
    ownerCardsOf(run, [...new Set(page.map((row) => row.ownerId as string))]),
  ]);
  const coverOf = new Map(covers.map((c) => [c.forHostelId, c]));
  const ownerOf = new Map(owners.map((o) => [o.userId, o]));
  const edges = page.map((h) => {
    const own = rooms.filter((r) => r.hostelId === h.id);
    const cheapest = own.reduce<Row | undefined>(
      (b, r) => (!b || r.pricePerBed < b.pricePerBed ? r : b),
      undefined,
    );
    const owner = ownerOf.get(h.ownerId)!;
    return {
      cursor: Buffer.from(JSON.stringify([h.minPricePerBed, h.id])).toString('base64url'),
      node: {
        id: h.id,
        slug: h.slug,
        name: h.name,
        city: h.city,
        address: h.address,
        ratingAverage: h.ratingAverage,
        reviewCount: h.reviewCount,
        distanceMeters: h.distanceMeters,
        coverPhoto: file(coverOf.get(h.id)),
        lowestPrice: cheapest && {
          amount: cheapest.pricePerBed,
          currency: cheapest.currency,
          period: cheapest.pricePeriod,
        },
        roomTypes: own.map((r) => ({
          id: r.id,
          name: r.name,
          bedsPerRoom: r.bedsPerRoom,
          availableBeds: r.availableBeds,
          price: { amount: r.pricePerBed, currency: r.currency, period: r.pricePeriod },
        })),
        owner: { displayName: owner.displayName, avatar: file(owner.id ? owner : undefined) },
      },
    };
  });
  return {
    data: {
      hostels: {
        totalCount: rows[0]?.totalCount ?? 0,
        pageInfo: { hasNextPage: rows.length > page.length, endCursor: edges.at(-1)?.cursor ?? null },
        edges,
      },
    },
  };
}

http
  .createServer((req, res) => {
    if (req.method === 'GET') return res.end('ok');
    req.resume();
    req.on('end', () => {
      searchPage().then(
        (body) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        },
        (error: Error) => {
          res.statusCode = 500;
          res.end(error.message);
        },
      );
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
