-- CreateEnum
CREATE TYPE "PayoutMethodKind" AS ENUM ('BANK', 'MOBILE_MONEY');

-- CreateEnum
CREATE TYPE "PayoutMethodState" AS ENUM ('PENDING_VERIFICATION', 'VERIFIED', 'FAILED', 'REPLACED', 'REMOVED');

-- CreateEnum
CREATE TYPE "PayoutSchedule" AS ENUM ('AFTER_EACH_CHECKIN', 'WEEKLY', 'MONTHLY', 'MANUAL');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "PayoutStatus" ADD VALUE 'SENT';
ALTER TYPE "PayoutStatus" ADD VALUE 'REVERSED';

-- AlterTable
ALTER TABLE "Payout" ADD COLUMN     "automatic" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "heldAt" TIMESTAMPTZ(3),
ADD COLUMN     "heldReason" TEXT,
ADD COLUMN     "methodId" UUID,
ADD COLUMN     "nextAttemptAt" TIMESTAMPTZ(3),
ADD COLUMN     "providerReference" TEXT,
ADD COLUMN     "retriedAt" TIMESTAMPTZ(3),
ADD COLUMN     "sendAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sentAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "payoutSchedule" "PayoutSchedule" NOT NULL DEFAULT 'AFTER_EACH_CHECKIN';

-- CreateTable
CREATE TABLE "PayoutMethod" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "kind" "PayoutMethodKind" NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "bankCode" TEXT,
    "bankName" TEXT,
    "network" TEXT,
    "holderName" TEXT NOT NULL,
    "last4" CHAR(4) NOT NULL,
    "provider" TEXT NOT NULL,
    "recipientCode" TEXT,
    "state" "PayoutMethodState" NOT NULL DEFAULT 'PENDING_VERIFICATION',
    "failureReason" TEXT,
    "holdUntil" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PayoutMethod_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxTransfer" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "recipientCode" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "outcome" TEXT NOT NULL,
    "eventsDelivered" INTEGER NOT NULL DEFAULT 0,
    "deliveryAttempts" INTEGER NOT NULL DEFAULT 0,
    "nextDeliveryAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SandboxTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PayoutMethod_ownerId_state_idx" ON "PayoutMethod"("ownerId", "state");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxTransfer_reference_key" ON "SandboxTransfer"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxTransfer_idempotencyKey_key" ON "SandboxTransfer"("idempotencyKey");

-- CreateIndex
CREATE INDEX "SandboxTransfer_nextDeliveryAt_idx" ON "SandboxTransfer"("nextDeliveryAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payout_providerReference_key" ON "Payout"("providerReference");

-- AddForeignKey
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_methodId_fkey" FOREIGN KEY ("methodId") REFERENCES "PayoutMethod"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutMethod" ADD CONSTRAINT "PayoutMethod_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One live payout method per owner and currency: payouts in that currency go to it.
CREATE UNIQUE INDEX "PayoutMethod_live_per_owner_currency" ON "PayoutMethod"("ownerId", "currency")
  WHERE "state" IN ('PENDING_VERIFICATION', 'VERIFIED');

-- The automatic payout runs find owners with released money by these.
CREATE INDEX "Earning_available_unpaid_idx" ON "Earning"("ownerId", "currency") WHERE "status" = 'AVAILABLE' AND "payoutId" IS NULL;
