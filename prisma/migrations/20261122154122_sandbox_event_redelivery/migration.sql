-- AlterTable
ALTER TABLE "SandboxCharge" ADD COLUMN     "deliveryAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "nextDeliveryAt" TIMESTAMPTZ(3),
ADD COLUMN     "settledAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "SandboxCharge_nextDeliveryAt_idx" ON "SandboxCharge"("nextDeliveryAt");

-- Charges made before redelivery existed: an event whose payment still waits for it was lost and is
-- delivered again from now on; the others were delivered.
UPDATE "SandboxCharge" c SET "nextDeliveryAt" = now()
WHERE EXISTS (SELECT 1 FROM "Payment" p WHERE p.id = c."paymentId" AND p.status = 'REQUIRES_PAYMENT');
UPDATE "SandboxCharge" SET "settledAt" = "createdAt" WHERE "nextDeliveryAt" IS NULL;

ALTER TABLE "SandboxCharge" ADD CONSTRAINT "SandboxCharge_deliveryAttempts_nonnegative" CHECK ("deliveryAttempts" >= 0);
