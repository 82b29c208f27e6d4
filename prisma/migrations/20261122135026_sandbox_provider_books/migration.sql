-- CreateTable
CREATE TABLE "SandboxCharge" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "paymentId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "outcome" TEXT NOT NULL,
    "failureCode" TEXT,
    "refundBehaviour" TEXT,
    "refunded" INTEGER NOT NULL DEFAULT 0,
    "answerLost" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SandboxCharge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxRefund" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "chargeReference" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" "RefundStatus" NOT NULL,
    "failureCode" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SandboxRefund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SandboxCharge_reference_key" ON "SandboxCharge"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxCharge_idempotencyKey_key" ON "SandboxCharge"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxRefund_reference_key" ON "SandboxRefund"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxRefund_idempotencyKey_key" ON "SandboxRefund"("idempotencyKey");

-- CreateIndex
CREATE INDEX "SandboxRefund_chargeReference_idx" ON "SandboxRefund"("chargeReference");

-- The sandbox never pays back more than it charged, whatever the keys of the refunds.
ALTER TABLE "SandboxCharge" ADD CONSTRAINT "SandboxCharge_refunded_range" CHECK ("refunded" >= 0 AND "refunded" <= "amount");
ALTER TABLE "SandboxRefund" ADD CONSTRAINT "SandboxRefund_amount_nonnegative" CHECK ("amount" >= 0);
