-- The API keeps signed-in users' rows in memory between requests (api/src/core/user-rows.ts). Every
-- change to a row, whoever makes it (an API instance, a foreign key's SET NULL, an operator's SQL),
-- tells every listening instance which firebaseUid to forget, when the change commits; '*' (a
-- TRUNCATE) means forget them all.
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('user_changed', '*');
    RETURN NULL;
  END IF;
  PERFORM pg_notify('user_changed', OLD."firebaseUid");
  IF TG_OP = 'UPDATE' AND NEW."firebaseUid" <> OLD."firebaseUid" THEN
    PERFORM pg_notify('user_changed', NEW."firebaseUid");
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "User_notify_changed" AFTER UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();

CREATE TRIGGER "User_notify_truncated" AFTER TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_changed"();
