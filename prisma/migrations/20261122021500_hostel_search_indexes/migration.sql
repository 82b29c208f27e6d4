-- An index of the public hostel search (api/src/modules/hostels/search.sql.ts) that Prisma's schema
-- language cannot express (an expression index), so it lives here by hand.

-- City search is case-insensitive (lower(city) = lower($1)); the price order follows the index.
CREATE INDEX "Hostel_search_city_price_idx" ON "Hostel" ("status", lower("city"), "minPricePerBed");

