-- AlterEnum: BOOKING is renamed, so tickets filed under it keep their category.
ALTER TYPE "TicketCategory" RENAME VALUE 'BOOKING' TO 'RESERVATION';

-- CreateTable
CREATE TABLE "SupportAttachment" (
    "messageId" UUID NOT NULL,
    "fileId" UUID NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "SupportAttachment_pkey" PRIMARY KEY ("messageId","position")
);

-- A message's single attachment becomes its first one.
INSERT INTO "SupportAttachment" ("messageId", "fileId", "position")
SELECT "id", "attachmentId", 0 FROM "SupportMessage" WHERE "attachmentId" IS NOT NULL;

-- DropForeignKey
ALTER TABLE "SupportMessage" DROP CONSTRAINT "SupportMessage_attachmentId_fkey";

-- AlterTable
ALTER TABLE "SupportMessage" DROP COLUMN "attachmentId",
ADD COLUMN     "internal" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "SupportTicket" ADD COLUMN     "closedAt" TIMESTAMPTZ(3),
ADD COLUMN     "conversationId" UUID,
ADD COLUMN     "firstAnsweredAt" TIMESTAMPTZ(3),
ADD COLUMN     "hostelId" UUID,
ADD COLUMN     "lastMessageAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "reservationId" UUID,
ADD COLUMN     "resolvedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "SupportAttachment_fileId_idx" ON "SupportAttachment"("fileId");

-- CreateIndex
CREATE INDEX "SupportTicket_assigneeId_status_idx" ON "SupportTicket"("assigneeId", "status");

-- CreateIndex
CREATE INDEX "SupportTicket_status_resolvedAt_idx" ON "SupportTicket"("status", "resolvedAt");

-- AddForeignKey
ALTER TABLE "SupportTicket" ADD CONSTRAINT "SupportTicket_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "Reservation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportTicket" ADD CONSTRAINT "SupportTicket_hostelId_fkey" FOREIGN KEY ("hostelId") REFERENCES "Hostel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportTicket" ADD CONSTRAINT "SupportTicket_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportAttachment" ADD CONSTRAINT "SupportAttachment_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "SupportMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportAttachment" ADD CONSTRAINT "SupportAttachment_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "File"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
