-- AlterEnum
ALTER TYPE "DomainEventType" ADD VALUE 'PING';

-- AlterTable
ALTER TABLE "DomainEvent" ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "subjectId" UUID;

-- AlterTable
ALTER TABLE "WebhookSubscription" ADD COLUMN     "previousSecret" TEXT,
ADD COLUMN     "previousSecretUntil" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "WebhookAttempt" (
    "id" UUID NOT NULL,
    "deliveryId" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "status" INTEGER,
    "error" TEXT,
    "durationMs" INTEGER NOT NULL,
    "responseExcerpt" TEXT,

    CONSTRAINT "WebhookAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WebhookAttempt_deliveryId_at_idx" ON "WebhookAttempt"("deliveryId", "at");

-- CreateIndex
CREATE INDEX "DomainEvent_subjectId_sequence_idx" ON "DomainEvent"("subjectId", "sequence");

-- CreateIndex
CREATE INDEX "WebhookDelivery_subscriptionId_subjectId_sequence_idx" ON "WebhookDelivery"("subscriptionId", "subjectId", "sequence");

-- AddForeignKey
ALTER TABLE "WebhookAttempt" ADD CONSTRAINT "WebhookAttempt_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "WebhookDelivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing events get their position among their subject's events; existing deliveries their
-- event's subject and position, and their last attempt as the first row of their log.
UPDATE "DomainEvent" e SET sequence = n.seq
FROM (SELECT id, row_number() OVER (PARTITION BY "subjectId" ORDER BY id) AS seq FROM "DomainEvent") n
WHERE e.id = n.id;

UPDATE "WebhookDelivery" d SET "subjectId" = e."subjectId", sequence = e.sequence
FROM "DomainEvent" e WHERE e.id = d."eventId";

INSERT INTO "WebhookAttempt" (id, "deliveryId", at, status, error, "durationMs")
SELECT gen_random_uuid(), id, "lastAttemptAt", "responseStatus", "lastError", 0
FROM "WebhookDelivery" WHERE "lastAttemptAt" IS NOT NULL;

-- As before (domain_event_watermark), plus the event's sequence: the next after its subject's last.
-- A transaction-scoped lock per subject makes two transactions writing events of one subject take
-- their numbers one after the other (the second waits until the first ends and then sees its event).
CREATE OR REPLACE FUNCTION "domain_event_add"(
  event_type "DomainEventType", subject uuid, hostel uuid, student uuid, owner uuid, is_public boolean,
  payload jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- This transaction's events so far (a setting that ends with the transaction).
  n bigint := coalesce(nullif(current_setting('hostel.domain_events', true), ''), '0')::bigint + 1;
BEGIN
  IF n >= 16777216 THEN
    RAISE EXCEPTION 'One transaction can write at most 16,777,215 domain events';
  END IF;
  PERFORM set_config('hostel.domain_events', n::text, true);
  PERFORM pg_advisory_xact_lock(742019, hashtext(subject::text));
  INSERT INTO "DomainEvent" (id, type, "subjectId", "hostelId", "studentId", "ownerId", public, data, "transactionId", sequence)
  VALUES ((txid_current() << 24) + n, event_type, subject, hostel, student, owner, is_public, payload, txid_current(),
    (SELECT coalesce(max(sequence), 0) + 1 FROM "DomainEvent" WHERE "subjectId" = subject));
END
$$;
