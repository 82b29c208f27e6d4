-- Live notices (api/src/core/db-changes.ts): every notice tells each listening API instance, when
-- it commits, whose bell should ring, whichever request, job or provider event wrote it.
CREATE FUNCTION "notify_notification_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', json_build_object(
    'topic', 'NOTIFICATION_ADDED',
    'ids', json_build_array(NEW."userId"),
    'payload', json_build_object('notificationId', NEW.id))::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "Notification_notify_added" AFTER INSERT ON "Notification"
  FOR EACH ROW EXECUTE FUNCTION "notify_notification_added"();
