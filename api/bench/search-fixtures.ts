// Set-based bulk data for the search benchmark: N published hostels in 10 cities, each with three
// room types, three photos (one cover), nearby universities and, for a third of the room types,
// bed holds on the nights the benchmark searches. Plain SQL, one statement per table, loaded the way
// a bulk load is: the tables' own triggers off (the change feed's events are not what is measured,
// and writing one per row made 100,000 hostels take over ten minutes) and their secondary indexes
// built once at the end instead of row by row.
import type pg from 'pg';

/** The tables the seed writes. */
const SEEDED = [
  'University',
  'User',
  'Hostel',
  'RoomType',
  'File',
  'HostelPhoto',
  'HostelUniversity',
  'RoomNight',
];

export const BENCH_CITY = 'Accra';
/** BENCH_CITY's centre (its hostels lie within 0.1 degree of it). */
export const BENCH_CENTRE = { latitude: 5.6037, longitude: -0.187 };

export async function seedSearchData(client: pg.ClientBase, hostels: number): Promise<void> {
  const tables = SEEDED.map((table) => `"${table}"`).join(', ');
  // Secondary indexes (not those of a primary key or unique constraint), dropped and made again.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [SEEDED],
  );
  for (const table of SEEDED) await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
  for (const { name } of indexes) await client.query(`DROP INDEX "${name}"`);
  try {
    await insertRows(client, hostels);
  } finally {
    for (const { definition } of indexes) await client.query(definition);
    for (const table of SEEDED) await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
  }
  await client.query(`ANALYZE ${tables}`);
}

async function insertRows(client: pg.ClientBase, hostels: number): Promise<void> {
  await client.query(`
    CREATE TEMP TABLE bench_city (n int, name text, country text, lat float8, lng float8);
    INSERT INTO bench_city VALUES
      (0, 'Accra', 'Ghana', 5.6037, -0.1870), (1, 'Kumasi', 'Ghana', 6.6885, -1.6244),
      (2, 'Nairobi', 'Kenya', -1.2921, 36.8219), (3, 'Lagos', 'Nigeria', 6.5244, 3.3792),
      (4, 'Kampala', 'Uganda', 0.3476, 32.5825), (5, 'Cape Town', 'South Africa', -33.9249, 18.4241),
      (6, 'Johannesburg', 'South Africa', -26.2041, 28.0473), (7, 'Cairo', 'Egypt', 30.0444, 31.2357),
      (8, 'Dar es Salaam', 'Tanzania', -6.7924, 39.2083), (9, 'Kigali', 'Rwanda', -1.9441, 30.0619);

    INSERT INTO "University" (id, name, slug, city, country, latitude, longitude, "updatedAt")
    SELECT gen_random_uuid(), c.name || ' University ' || u, 'bench-uni-' || c.n || '-' || u, c.name, c.country,
           c.lat + (u - 1.5) * 0.02, c.lng + (u - 1.5) * 0.02, now()
    FROM bench_city c CROSS JOIN generate_series(1, 2) u;

    INSERT INTO "User" (id, "firebaseUid", email, "displayName", role, "updatedAt")
    SELECT gen_random_uuid(), 'bench-owner-' || i, 'owner' || i || '@bench.hostel', 'Owner ' || i, 'OWNER', now()
    FROM generate_series(1, 500) i;
    CREATE TEMP TABLE bench_owner AS SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "User";
  `);
  await client.query(
    `INSERT INTO "Hostel" (id, "ownerId", name, slug, description, address, city, country, latitude, longitude,
       "timeZone", amenities, "genderPolicy", status, "listingStep", currency, "ratingAverage", "reviewCount",
       "publishedAt", "updatedAt")
     SELECT gen_random_uuid(), o.id, 'Hostel ' || i, 'bench-hostel-' || i, 'A friendly hostel near campus.',
       i || ' Campus Road', c.name, c.country, c.lat + (random() - 0.5) * 0.2, c.lng + (random() - 0.5) * 0.2,
       'Africa/Accra',
       CASE i % 3 WHEN 0 THEN ARRAY['wifi', 'kitchen'] WHEN 1 THEN ARRAY['wifi', 'laundry', 'study-room'] ELSE ARRAY['wifi'] END,
       (ARRAY['MIXED','MALE','FEMALE']::"GenderPolicy"[])[1 + i % 3], 'PUBLISHED', 5, 'GHS',
       round((3 + random() * 2)::numeric, 2), (random() * 80)::int, now() - i * interval '1 minute', now()
     FROM generate_series(1, $1::int) i
     JOIN bench_city c ON c.n = i % 10
     JOIN bench_owner o ON o.n = i % 500`,
    [hostels],
  );
  await client.query(`
    INSERT INTO "RoomType" (id, "hostelId", name, "bedsPerRoom", "totalBeds", "pricePerBed", currency, "pricePeriod", "updatedAt")
    SELECT gen_random_uuid(), h.id, s.name, s.beds, s.beds * 4, (s.base + (random() * 40000)::int / 100 * 100), 'GHS', 'MONTH', now()
    FROM "Hostel" h CROSS JOIN (VALUES ('Single room', 1, 150000), ('4-bed room', 4, 90000), ('8-bed dorm', 8, 50000)) s(name, beds, base);

    UPDATE "Hostel" h SET "minPricePerBed" = m.price, "monthlyPrice" = m.price
    FROM (SELECT "hostelId", min("pricePerBed") AS price FROM "RoomType" GROUP BY "hostelId") m WHERE m."hostelId" = h.id;

    CREATE TEMP TABLE bench_photo AS
      SELECT h.id AS "hostelId", p, gen_random_uuid() AS "fileId" FROM "Hostel" h CROSS JOIN generate_series(0, 2) p;
    INSERT INTO "File" (id, kind, "originalName", "storagePath", "publicUrl", "contentType", size, sha256, width, height, "updatedAt")
    SELECT "fileId", 'IMAGE', 'photo.jpg', 'images/bench/' || "fileId" || '.jpg',
           'http://localhost:4000/files/images/bench/' || "fileId" || '.jpg', 'image/jpeg', 120000, md5("fileId"::text), 1600, 1067, now()
    FROM bench_photo;
    INSERT INTO "HostelPhoto" (id, "hostelId", "fileId", position, "isCover", "updatedAt")
    SELECT gen_random_uuid(), "hostelId", "fileId", p, p = 0, now() FROM bench_photo;

    INSERT INTO "HostelUniversity" ("hostelId", "universityId", "distanceMeters")
    SELECT h.id, u.id, round(6371000 * 2 * asin(sqrt(
             power(sin(radians(u.latitude - h.latitude) / 2), 2) +
             cos(radians(h.latitude)) * cos(radians(u.latitude)) * power(sin(radians(u.longitude - h.longitude) / 2), 2))))::int
    FROM "Hostel" h JOIN "University" u ON u.city = h.city;
    DELETE FROM "HostelUniversity" WHERE "distanceMeters" > 15000;

    INSERT INTO "RoomNight" ("roomTypeId", night, "totalBeds", "freeBeds", "updatedAt")
    SELECT rt.id, current_date + d, rt."totalBeds", (random() * rt."totalBeds")::int, now()
    FROM "RoomType" rt CROSS JOIN generate_series(7, 60) d
    WHERE hashtext(rt.id::text) % 3 = 0;
  `);
}
