-- The map search ("search this area": a bounding box, api/src/modules/hostels/search.sql.ts): a
-- GiST index on each published hostel's point(longitude, latitude), which Prisma's schema
-- language cannot express, so it lives here by hand. A box query reads only the hostels inside it,
-- wherever they are, where a btree on (latitude, longitude) would scan the whole latitude band.
CREATE INDEX "Hostel_search_map_idx" ON "Hostel" USING gist (point("longitude", "latitude"))
  WHERE "status" = 'PUBLISHED';
