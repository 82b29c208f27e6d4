-- CreateEnum
CREATE TYPE "BroadcastStatus" AS ENUM ('SCHEDULED', 'SENDING', 'SENT');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "BroadcastAudience" ADD VALUE 'CITY';
ALTER TYPE "BroadcastAudience" ADD VALUE 'UNIVERSITY';

-- AlterTable
ALTER TABLE "Broadcast" ADD COLUMN     "city" TEXT,
ADD COLUMN     "cursorUserId" UUID,
ADD COLUMN     "deliveredCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "finishedAt" TIMESTAMPTZ(3),
ADD COLUMN     "recipientCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sendAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "startedAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" "BroadcastStatus" NOT NULL DEFAULT 'SCHEDULED',
ADD COLUMN     "universityId" UUID;

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "ownerMailedThrough" TIMESTAMPTZ(3),
ADD COLUMN     "studentMailedThrough" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "broadcastId" UUID;

-- CreateIndex
CREATE INDEX "Broadcast_status_sendAt_idx" ON "Broadcast"("status", "sendAt");

-- CreateIndex
CREATE INDEX "Broadcast_createdAt_idx" ON "Broadcast"("createdAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_broadcastId_status_idx" ON "EmailOutbox"("broadcastId", "status");

-- CreateIndex
CREATE INDEX "EmailOutbox_createdAt_idx" ON "EmailOutbox"("createdAt");

-- AddForeignKey
ALTER TABLE "EmailOutbox" ADD CONSTRAINT "EmailOutbox_broadcastId_fkey" FOREIGN KEY ("broadcastId") REFERENCES "Broadcast"("id") ON DELETE SET NULL ON UPDATE CASCADE;
