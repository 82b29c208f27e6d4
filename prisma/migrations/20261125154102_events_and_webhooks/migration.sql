-- Nothing wrote webhook deliveries before this migration (no sender existed); the new columns need values.
DELETE FROM "WebhookDelivery";

-- CreateEnum
CREATE TYPE "DomainEventType" AS ENUM ('RESERVATION_REQUESTED', 'RESERVATION_ACCEPTED', 'RESERVATION_DECLINED', 'RESERVATION_EXPIRED', 'RESERVATION_PAID', 'RESERVATION_CANCELLED', 'RESERVATION_COMPLETED', 'HOSTEL_PUBLISHED', 'HOSTEL_CHANGED', 'HOSTEL_SUSPENDED', 'REVIEW_POSTED');

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "eventId" BIGINT NOT NULL,
ADD COLUMN     "lastAttemptAt" TIMESTAMPTZ(3),
ADD COLUMN     "leaseUntil" TIMESTAMPTZ(3),
ADD COLUMN     "responseStatus" INTEGER,
DROP COLUMN "event",
ADD COLUMN     "event" "DomainEventType" NOT NULL,
ALTER COLUMN "nextAttemptAt" SET NOT NULL,
ALTER COLUMN "nextAttemptAt" SET DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "WebhookSubscription" ADD COLUMN     "consecutiveFailures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "disabledAt" TIMESTAMPTZ(3),
ADD COLUMN     "disabledReason" TEXT,
ADD COLUMN     "lastEventId" BIGINT NOT NULL DEFAULT 0,
DROP COLUMN "events",
ADD COLUMN     "events" "DomainEventType"[];

-- CreateTable
CREATE TABLE "DomainEvent" (
    "id" BIGSERIAL NOT NULL,
    "type" "DomainEventType" NOT NULL,
    "subjectId" UUID NOT NULL,
    "hostelId" UUID,
    "studentId" UUID,
    "ownerId" UUID,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "data" JSONB NOT NULL,
    "transactionId" BIGINT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DomainEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DomainEvent_createdAt_idx" ON "DomainEvent"("createdAt");

-- CreateIndex
CREATE INDEX "DomainEvent_ownerId_id_idx" ON "DomainEvent"("ownerId", "id");

-- CreateIndex
CREATE INDEX "DomainEvent_studentId_id_idx" ON "DomainEvent"("studentId", "id");

-- CreateIndex
CREATE INDEX "DomainEvent_public_id_idx" ON "DomainEvent"("public", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_subscriptionId_createdAt_idx" ON "WebhookDelivery"("subscriptionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_subscriptionId_eventId_key" ON "WebhookDelivery"("subscriptionId", "eventId");

-- CreateIndex
CREATE INDEX "WebhookSubscription_active_idx" ON "WebhookSubscription"("active");

-- The change feed is an outbox written by triggers, so every way a row changes (requests, jobs,
-- payment webhooks, admin SQL) records its event in the same transaction, and a rolled-back change
-- records none. The triggers are DEFERRED constraint triggers: they run at COMMIT, after all of the
-- transaction's own work. Each takes one transaction-level advisory lock before drawing its id, so
-- event ids commit in id order (a reader that has seen id N can never later find an id below N
-- committed), and the lock is held only from that last step to the end of the commit, never while
-- the transaction waits on row locks (so it cannot take part in a deadlock).
CREATE FUNCTION "domain_event_add"(
  event_type "DomainEventType", subject uuid, hostel uuid, student uuid, owner uuid, is_public boolean,
  payload jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7420190001);
  INSERT INTO "DomainEvent" (type, "subjectId", "hostelId", "studentId", "ownerId", public, data, "transactionId")
  VALUES (event_type, subject, hostel, student, owner, is_public, payload, txid_current());
END
$$;

-- Every reservation status change writes a timeline row (ReservationEvent); its event follows it.
CREATE FUNCTION "domain_event_reservation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  SELECT id, code, "studentId", "ownerId", "hostelId", status INTO r
  FROM "Reservation" WHERE id = NEW."reservationId";
  IF NOT FOUND THEN RETURN NULL; END IF;
  PERFORM "domain_event_add"(
    (CASE NEW."toStatus" WHEN 'PENDING' THEN 'RESERVATION_REQUESTED' ELSE 'RESERVATION_' || NEW."toStatus" END)::"DomainEventType",
    r.id, r."hostelId", r."studentId", r."ownerId", false,
    jsonb_build_object('reservationId', r.id, 'code', r.code, 'hostelId', r."hostelId",
      'fromStatus', NEW."fromStatus", 'status', NEW."toStatus"));
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "ReservationEvent_domain_event" AFTER INSERT ON "ReservationEvent"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "domain_event_reservation"();

-- HOSTEL_CHANGED of a published hostel, once per hostel and transaction however many of its rows
-- (the hostel, room types, photos) the transaction changed.
CREATE FUNCTION "domain_event_hostel_changed"(hostel uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h record;
BEGIN
  SELECT id, "ownerId", status, slug INTO h FROM "Hostel" WHERE id = hostel;
  IF NOT FOUND OR EXISTS (SELECT 1 FROM "DomainEvent" WHERE "subjectId" = hostel AND type = 'HOSTEL_CHANGED'
                          AND "transactionId" = txid_current()) THEN
    RETURN;
  END IF;
  PERFORM "domain_event_add"('HOSTEL_CHANGED', h.id, h.id, NULL, h."ownerId", true,
    jsonb_build_object('hostelId', h.id, 'slug', h.slug, 'status', h.status));
END
$$;

-- A hostel's status reaching PUBLISHED or SUSPENDED, or what a published listing shows changing
-- (not its rating: REVIEW_POSTED tells that), or it leaving the platform otherwise.
CREATE FUNCTION "domain_event_hostel"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h record;
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('PUBLISHED', 'SUSPENDED') THEN
    SELECT id, "ownerId", slug INTO h FROM "Hostel" WHERE id = NEW.id;
    IF NOT FOUND THEN RETURN NULL; END IF;
    PERFORM "domain_event_add"(
      (CASE NEW.status WHEN 'PUBLISHED' THEN 'HOSTEL_PUBLISHED' ELSE 'HOSTEL_SUSPENDED' END)::"DomainEventType",
      h.id, h.id, NULL, h."ownerId", NEW.status = 'PUBLISHED',
      jsonb_build_object('hostelId', h.id, 'slug', h.slug, 'status', NEW.status));
  ELSE
    PERFORM "domain_event_hostel_changed"(NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "Hostel_domain_event" AFTER UPDATE ON "Hostel"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status AND (NEW.status IN ('PUBLISHED', 'SUSPENDED') OR OLD.status = 'PUBLISHED')
    OR NEW.status = 'PUBLISHED' AND OLD.status = 'PUBLISHED' AND (
      NEW.name, NEW.slug, NEW.description, NEW.address, NEW.city, NEW.country, NEW.latitude,
      NEW.longitude, NEW."timeZone", NEW.amenities, NEW."houseRules", NEW."genderPolicy",
      NEW."cancellationPolicy", NEW."minPricePerBed", NEW.currency, NEW."requiresStudentDocument"
    ) IS DISTINCT FROM (
      OLD.name, OLD.slug, OLD.description, OLD.address, OLD.city, OLD.country, OLD.latitude,
      OLD.longitude, OLD."timeZone", OLD.amenities, OLD."houseRules", OLD."genderPolicy",
      OLD."cancellationPolicy", OLD."minPricePerBed", OLD.currency, OLD."requiresStudentDocument"))
  EXECUTE FUNCTION "domain_event_hostel"();

-- Room types (prices, beds, terms) and photos are part of what a published listing shows.
CREATE FUNCTION "domain_event_hostel_part"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hostel uuid;
BEGIN
  hostel := CASE TG_OP WHEN 'DELETE' THEN OLD."hostelId" ELSE NEW."hostelId" END;
  IF EXISTS (SELECT 1 FROM "Hostel" WHERE id = hostel AND status = 'PUBLISHED') THEN
    PERFORM "domain_event_hostel_changed"(hostel);
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "RoomType_domain_event" AFTER INSERT OR UPDATE OR DELETE ON "RoomType"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "domain_event_hostel_part"();
CREATE CONSTRAINT TRIGGER "HostelPhoto_domain_event" AFTER INSERT OR UPDATE OR DELETE ON "HostelPhoto"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "domain_event_hostel_part"();

CREATE FUNCTION "domain_event_review"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  SELECT "ownerId" INTO owner FROM "Hostel" WHERE id = NEW."hostelId";
  PERFORM "domain_event_add"('REVIEW_POSTED', NEW.id, NEW."hostelId", NEW."authorId", owner,
    NEW.status = 'PUBLISHED',
    jsonb_build_object('reviewId', NEW.id, 'hostelId', NEW."hostelId", 'overall', NEW.overall));
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "Review_domain_event" AFTER INSERT ON "Review"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "domain_event_review"();

-- `updatedSince` lists trust updatedAt: hand-written UPDATEs that do not set it (the rating
-- aggregates) still move it.
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."updatedAt" IS NOT DISTINCT FROM OLD."updatedAt" THEN NEW."updatedAt" := clock_timestamp(); END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER "Reservation_touch" BEFORE UPDATE ON "Reservation" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
CREATE TRIGGER "Hostel_touch" BEFORE UPDATE ON "Hostel" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
CREATE TRIGGER "Review_touch" BEFORE UPDATE ON "Review" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
