-- CreateEnum
CREATE TYPE "CalendarFeedStatus" AS ENUM ('PENDING', 'OK', 'FAILED');

-- CreateTable
CREATE TABLE "RoomTypeCalendar" (
    "roomTypeId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "rotatedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RoomTypeCalendar_pkey" PRIMARY KEY ("roomTypeId")
);

-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" UUID NOT NULL,
    "roomTypeId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "beds" INTEGER,
    "lastSyncedAt" TIMESTAMPTZ(3),
    "lastStatus" "CalendarFeedStatus" NOT NULL DEFAULT 'PENDING',
    "lastError" TEXT,
    "eventCount" INTEGER NOT NULL DEFAULT 0,
    "nextSyncAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarFeedNight" (
    "feedId" UUID NOT NULL,
    "night" DATE NOT NULL,
    "beds" INTEGER NOT NULL,

    CONSTRAINT "CalendarFeedNight_pkey" PRIMARY KEY ("feedId","night")
);

-- CreateTable
CREATE TABLE "CalendarConflict" (
    "id" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "eventUid" TEXT NOT NULL,
    "checkIn" DATE NOT NULL,
    "checkOut" DATE NOT NULL,
    "bedsShort" INTEGER NOT NULL,
    "reservationCodes" TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CalendarConflict_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RoomTypeCalendar_tokenHash_key" ON "RoomTypeCalendar"("tokenHash");

-- CreateIndex
CREATE INDEX "CalendarFeed_nextSyncAt_idx" ON "CalendarFeed"("nextSyncAt");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_roomTypeId_url_key" ON "CalendarFeed"("roomTypeId", "url");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarConflict_feedId_eventUid_checkIn_checkOut_key" ON "CalendarConflict"("feedId", "eventUid", "checkIn", "checkOut");

-- AddForeignKey
ALTER TABLE "RoomTypeCalendar" ADD CONSTRAINT "RoomTypeCalendar_roomTypeId_fkey" FOREIGN KEY ("roomTypeId") REFERENCES "RoomType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_roomTypeId_fkey" FOREIGN KEY ("roomTypeId") REFERENCES "RoomType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeedNight" ADD CONSTRAINT "CalendarFeedNight_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "CalendarFeed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarConflict" ADD CONSTRAINT "CalendarConflict_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "CalendarFeed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A feed's night row exists only while it holds beds blocked.
ALTER TABLE "CalendarFeedNight" ADD CONSTRAINT "CalendarFeedNight_beds_positive" CHECK (beds > 0);
