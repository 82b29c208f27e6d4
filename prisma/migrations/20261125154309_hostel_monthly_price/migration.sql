-- AlterTable
ALTER TABLE "Hostel" ADD COLUMN     "monthlyPrice" INTEGER;

-- Existing hostels: the lowest monthly equivalent of their active, priced room types, as
-- @hostel/common's monthlyEquivalent computes it (night x 30, month as is, term / (its nights / 30),
-- half up); the hostels module keeps it in step from now on (listing.shared.ts, syncLowestPrice).
UPDATE "Hostel" h SET "monthlyPrice" = m.price
FROM (
  SELECT rt."hostelId", min(CASE rt."pricePeriod"
      WHEN 'NIGHT' THEN rt."pricePerBed" * 30
      WHEN 'MONTH' THEN rt."pricePerBed"
      ELSE CASE WHEN rt."termEnd" > rt."termStart"
        THEN round(rt."pricePerBed" * 30.0 / (rt."termEnd" - rt."termStart"))::int END
    END) AS price
  FROM "RoomType" rt WHERE NOT rt.archived AND rt."pricePerBed" > 0
  GROUP BY rt."hostelId"
) m
WHERE m."hostelId" = h.id;

ALTER TABLE "Hostel" ADD CONSTRAINT "Hostel_monthly_price_nonnegative" CHECK ("monthlyPrice" >= 0);

-- The search currency is the one most published hostels of the searched city use (search.sql.ts,
-- currencySql): read from this index alone.
CREATE INDEX "Hostel_search_city_currency_idx" ON "Hostel" ("status", lower("city"), "currency");

-- Cheapest stays first scans a city's hostels by their monthly equivalent (search.sql.ts).
CREATE INDEX "Hostel_search_city_monthly_idx" ON "Hostel" ("status", lower("city"), "monthlyPrice");
