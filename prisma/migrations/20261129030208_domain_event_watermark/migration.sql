-- CreateIndex
CREATE INDEX "DomainEvent_transactionId_subjectId_idx" ON "DomainEvent"("transactionId", "subjectId");

-- The feed is ordered without a global lock. Before, each event-writing transaction took one
-- advisory lock from drawing its id to the end of its commit, so all of them committed one at a
-- time. Now an event's id is its transaction's id (the 64-bit xid) shifted left 24 bits plus its
-- number within the transaction, and readers read only ids below the oldest transaction of this
-- database still running (every transaction below it has ended, and every later one gets a higher
-- xid), so an event that commits late can never appear behind a reader's cursor (modules/events).
-- A transaction that runs long holds the feed back until it ends.
DO $$
BEGIN
  -- Ids already given stay below every new one (the new ones start at this transaction's xid).
  IF (SELECT coalesce(max(id), 0) FROM "DomainEvent") >= txid_current() << 24 THEN
    RAISE EXCEPTION 'DomainEvent ids already reach the transaction-id range; renumber them first';
  END IF;
END
$$;

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
  INSERT INTO "DomainEvent" (id, type, "subjectId", "hostelId", "studentId", "ownerId", public, data, "transactionId")
  VALUES ((txid_current() << 24) + n, event_type, subject, hostel, student, owner, is_public, payload, txid_current());
END
$$;

-- The first event id readers may not read yet, from the statement's own snapshot (so what they
-- read is exactly what that snapshot shows): the oldest transaction running at it, or the next
-- one to start. Transactions of other databases of the server (xids are server-wide) are left
-- out; should pg_stat_activity hide one (privileges), the feed only waits for it.
CREATE FUNCTION "domain_event_feed_bound"() RETURNS bigint LANGUAGE sql STABLE AS $$
  WITH snapshot AS (SELECT pg_current_snapshot() AS s),
  elsewhere AS (
    SELECT backend_xid::text::bigint AS xid FROM pg_stat_activity
    WHERE backend_xid IS NOT NULL AND datname IS DISTINCT FROM current_database())
  SELECT least(
    pg_snapshot_xmax(s)::text::bigint,
    (SELECT min(x::text::bigint) FROM pg_snapshot_xip(s) x
     WHERE x::text::bigint % 4294967296 NOT IN (SELECT xid FROM elsewhere))) << 24
  FROM snapshot
$$;
