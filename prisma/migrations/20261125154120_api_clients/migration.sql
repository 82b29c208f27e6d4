-- AlterTable
ALTER TABLE "ApiClient" ADD COLUMN     "allowedOrigins" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "rotatedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "ApiClient_createdById_createdAt_idx" ON "ApiClient"("createdById", "createdAt");
