-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "nextAttemptAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "Refund_nextAttemptAt_idx" ON "Refund"("nextAttemptAt");

-- Refunds that failed (or were never sent) before retries existed are retried from now on.
UPDATE "Refund" SET "attempts" = 1, "nextAttemptAt" = now() WHERE "status" = 'FAILED';
UPDATE "Refund" SET "nextAttemptAt" = now() WHERE "status" = 'PENDING' AND "providerReference" IS NULL;

ALTER TABLE "Refund" ADD CONSTRAINT "Refund_attempts_nonnegative" CHECK ("attempts" >= 0);
