-- CreateEnum
CREATE TYPE "NotificationCategory" AS ENUM ('RESERVATIONS', 'PAYMENTS', 'MESSAGES', 'REVIEWS', 'ANNOUNCEMENTS', 'ACCOUNT');

-- DropIndex
DROP INDEX "EmailOutbox_status_createdAt_idx";

-- DropIndex
DROP INDEX "Notification_userId_readAt_createdAt_idx";

-- AlterTable
-- Rows written before categories (none are sent by then) count as ACCOUNT e-mail.
ALTER TABLE "EmailOutbox" ADD COLUMN     "category" "NotificationCategory" NOT NULL DEFAULT 'ACCOUNT',
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "leaseUntil" TIMESTAMPTZ(3),
ADD COLUMN     "link" TEXT,
ADD COLUMN     "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "notificationId" UUID,
ADD COLUMN     "userId" UUID;
ALTER TABLE "EmailOutbox" ALTER COLUMN "category" DROP DEFAULT;

-- AlterTable
-- Notices written before (the seed's) become announcements about themselves, so each stays unique.
ALTER TABLE "Notification" ADD COLUMN     "category" "NotificationCategory" NOT NULL DEFAULT 'ANNOUNCEMENTS',
ADD COLUMN     "subjectId" TEXT;
UPDATE "Notification" SET "subjectId" = id::text;
ALTER TABLE "Notification" ALTER COLUMN "category" DROP DEFAULT,
ALTER COLUMN "subjectId" SET NOT NULL;

-- CreateTable
CREATE TABLE "EmailOptOut" (
    "userId" UUID NOT NULL,
    "category" "NotificationCategory" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailOptOut_pkey" PRIMARY KEY ("userId","category")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailOutbox_notificationId_key" ON "EmailOutbox"("notificationId");

-- CreateIndex
CREATE INDEX "EmailOutbox_status_nextAttemptAt_idx" ON "EmailOutbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_id_idx" ON "Notification"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_userId_type_subjectId_key" ON "Notification"("userId", "type", "subjectId");

-- AddForeignKey
ALTER TABLE "EmailOptOut" ADD CONSTRAINT "EmailOptOut_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
