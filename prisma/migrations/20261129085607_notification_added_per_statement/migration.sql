-- Live notices (core/db-changes.ts) announced once per statement, not once per row: a broadcast
-- writes hundreds of notices a statement, and a NOTIFY per notice cost its writer about a tenth of
-- the delivery and every listening API instance a message to parse per notice (bench:broadcast).
-- A statement of one notice (the usual case) keeps the announcement it had, which instances of the
-- previous release read too; larger ones send the `each` form, fifty notices an announcement
-- (about 6 KB: NOTIFY stops at 8,000 bytes). The previous release logs that form as malformed and
-- skips it, so during a rollout a broadcast's bells on its instances ring only at the next read.
CREATE OR REPLACE FUNCTION "notify_notification_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM added) = 1 THEN
    PERFORM pg_notify('db_changes', json_build_object(
      'topic', 'NOTIFICATION_ADDED',
      'ids', json_build_array("userId"),
      'payload', json_build_object('notificationId', id))::text)
    FROM added;
  ELSE
    PERFORM pg_notify('db_changes', json_build_object(
      'topic', 'NOTIFICATION_ADDED',
      'each', json_agg(json_build_object(
        'id', n."userId", 'payload', json_build_object('notificationId', n.id))))::text)
    FROM (SELECT "userId", id, (row_number() OVER () - 1) / 50 AS chunk FROM added) n
    GROUP BY n.chunk;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER "Notification_notify_added" ON "Notification";
CREATE TRIGGER "Notification_notify_added" AFTER INSERT ON "Notification"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "notify_notification_added"();
