-- Invariants the database guarantees whatever the caller (service, admin script, integrator) does.
-- Prisma's schema language cannot express CHECK constraints or partial indexes, and its diff does
-- not see them, so they live here. Names are stable: services map a violated constraint name to a
-- message a person understands (e.g. "RoomNight_free_beds_range" -> "Not enough free beds.").

-- Ratings are whole stars from 1 to 5.
ALTER TABLE "Review" ADD CONSTRAINT "Review_ratings_range" CHECK (
  "overall" BETWEEN 1 AND 5 AND "cleanliness" BETWEEN 1 AND 5 AND "location" BETWEEN 1 AND 5
  AND "value" BETWEEN 1 AND 5 AND "security" BETWEEN 1 AND 5
);

-- Bed inventory per night never goes below zero nor above the room type's beds, under any concurrency:
-- a reservation decrements freeBeds with a plain UPDATE and this constraint refuses the oversell.
ALTER TABLE "RoomNight" ADD CONSTRAINT "RoomNight_total_beds_nonnegative" CHECK ("totalBeds" >= 0);
ALTER TABLE "RoomNight" ADD CONSTRAINT "RoomNight_free_beds_range" CHECK ("freeBeds" >= 0 AND "freeBeds" <= "totalBeds");

ALTER TABLE "RoomType" ADD CONSTRAINT "RoomType_beds_per_room_positive" CHECK ("bedsPerRoom" >= 1);
ALTER TABLE "RoomType" ADD CONSTRAINT "RoomType_total_beds_nonnegative" CHECK ("totalBeds" >= 0);
ALTER TABLE "RoomType" ADD CONSTRAINT "RoomType_price_nonnegative" CHECK ("pricePerBed" >= 0);
ALTER TABLE "RoomType" ADD CONSTRAINT "RoomType_term_order" CHECK ("termEnd" > "termStart");

ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_money_nonnegative" CHECK (
  "subtotal" >= 0 AND "platformFee" >= 0 AND "total" >= 0 AND "pricePerBed" >= 0
);
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_beds_positive" CHECK ("beds" >= 1);
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_dates_order" CHECK ("checkOut" > "checkIn");

ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amount_nonnegative" CHECK ("amount" >= 0);
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_refunded_range" CHECK ("amountRefunded" >= 0 AND "amountRefunded" <= "amount");

ALTER TABLE "Refund" ADD CONSTRAINT "Refund_amount_positive" CHECK ("amount" > 0);

-- The ledger balances: what the student paid for the stay is the owner's net plus the platform's fee.
ALTER TABLE "Earning" ADD CONSTRAINT "Earning_money_nonnegative" CHECK ("gross" >= 0 AND "platformFee" >= 0 AND "net" >= 0);
ALTER TABLE "Earning" ADD CONSTRAINT "Earning_net_balance" CHECK ("net" + "platformFee" = "gross");

ALTER TABLE "Payout" ADD CONSTRAINT "Payout_amount_nonnegative" CHECK ("amount" >= 0);

ALTER TABLE "Hostel" ADD CONSTRAINT "Hostel_min_price_nonnegative" CHECK ("minPricePerBed" >= 0);
ALTER TABLE "Hostel" ADD CONSTRAINT "Hostel_rating_range" CHECK ("ratingAverage" BETWEEN 0 AND 5 AND "reviewCount" >= 0);

-- At most one cover photo per hostel.
CREATE UNIQUE INDEX "HostelPhoto_one_cover" ON "HostelPhoto" ("hostelId") WHERE "isCover";
