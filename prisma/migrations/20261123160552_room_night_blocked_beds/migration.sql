-- AlterTable
ALTER TABLE "RoomNight" ADD COLUMN     "blockedBeds" INTEGER NOT NULL DEFAULT 0;

-- Blocked beds are taken from the free ones and given back to them: never negative, and with the
-- free beds never more than the night has, so a block can't take a bed a hold took (nor the reverse).
-- (Named after "RoomNight_free_beds_range" in the alphabet, so a night with more free beds than it
-- has is still reported by that one: PostgreSQL checks constraints in name order.)
ALTER TABLE "RoomNight" ADD CONSTRAINT "RoomNight_blocked_beds_nonnegative" CHECK ("blockedBeds" >= 0);
ALTER TABLE "RoomNight" ADD CONSTRAINT "RoomNight_held_beds_nonnegative"
  CHECK ("freeBeds" + "blockedBeds" <= "totalBeds");
