-- AlterTable
ALTER TABLE "Hostel" ADD COLUMN     "cleanlinessAverage" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "locationAverage" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "securityAverage" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "staffAverage" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "valueAverage" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "editedAt" TIMESTAMPTZ(3),
ADD COLUMN     "hiddenAt" TIMESTAMPTZ(3),
ADD COLUMN     "lastReportedAt" TIMESTAMPTZ(3),
ADD COLUMN     "ownerReplyEditedAt" TIMESTAMPTZ(3),
ADD COLUMN     "reportCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "roomTypeId" UUID,
ADD COLUMN     "staff" INTEGER;

-- Reviews written before these columns: the room type comes from the reservation, and staff, never
-- asked then, takes the overall rating.
UPDATE "Review" rv SET "roomTypeId" = r."roomTypeId", "staff" = rv."overall"
FROM "Reservation" r WHERE r.id = rv."reservationId";
ALTER TABLE "Review" ALTER COLUMN "roomTypeId" SET NOT NULL, ALTER COLUMN "staff" SET NOT NULL;

-- CreateTable
CREATE TABLE "ReviewReport" (
    "id" UUID NOT NULL,
    "reviewId" UUID NOT NULL,
    "reporterId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ReviewReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewReport_reporterId_idx" ON "ReviewReport"("reporterId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewReport_reviewId_reporterId_key" ON "ReviewReport"("reviewId", "reporterId");

-- CreateIndex
CREATE INDEX "Review_hostelId_status_overall_idx" ON "Review"("hostelId", "status", "overall");

-- CreateIndex
CREATE INDEX "Review_reportCount_lastReportedAt_idx" ON "Review"("reportCount", "lastReportedAt");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_roomTypeId_fkey" FOREIGN KEY ("roomTypeId") REFERENCES "RoomType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReport" ADD CONSTRAINT "ReviewReport_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewReport" ADD CONSTRAINT "ReviewReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Staff is a rating like the others; a report counter never goes below zero.
ALTER TABLE "Review" ADD CONSTRAINT "Review_staff_range" CHECK ("staff" BETWEEN 1 AND 5);
ALTER TABLE "Review" ADD CONSTRAINT "Review_report_count_nonnegative" CHECK ("reportCount" >= 0);
ALTER TABLE "Hostel" ADD CONSTRAINT "Hostel_sub_ratings_range" CHECK (
  "cleanlinessAverage" BETWEEN 0 AND 5 AND "locationAverage" BETWEEN 0 AND 5 AND "valueAverage" BETWEEN 0 AND 5
  AND "securityAverage" BETWEEN 0 AND 5 AND "staffAverage" BETWEEN 0 AND 5
);

-- Existing hostels' sub-rating averages, from their published reviews.
UPDATE "Hostel" h SET
  "cleanlinessAverage" = s.cleanliness, "locationAverage" = s.location, "valueAverage" = s.value,
  "securityAverage" = s.security, "staffAverage" = s.staff
FROM (SELECT "hostelId",
        ROUND(AVG(cleanliness)::numeric, 2)::float8 AS cleanliness, ROUND(AVG(location)::numeric, 2)::float8 AS location,
        ROUND(AVG(value)::numeric, 2)::float8 AS value, ROUND(AVG(security)::numeric, 2)::float8 AS security,
        ROUND(AVG(staff)::numeric, 2)::float8 AS staff
      FROM "Review" WHERE status = 'PUBLISHED' GROUP BY "hostelId") s
WHERE h.id = s."hostelId";
