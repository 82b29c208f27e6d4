-- AlterTable
ALTER TABLE "ApiClient" ADD COLUMN     "expiresAt" TIMESTAMPTZ(3);
