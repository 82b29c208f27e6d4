-- CreateTable
CREATE TABLE "ApiClientUsage" (
    "apiClientId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "refusals" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ApiClientUsage_pkey" PRIMARY KEY ("apiClientId","day")
);

-- AddForeignKey
ALTER TABLE "ApiClientUsage" ADD CONSTRAINT "ApiClientUsage_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "ApiClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
