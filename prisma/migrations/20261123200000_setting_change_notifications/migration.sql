-- The API keeps the platform settings in memory for its rate limits (api/src/core/rate-limits.ts).
-- Any change to them, whoever makes it, tells every listening instance to read them again when the
-- change commits.
CREATE FUNCTION "notify_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER "Setting_notify_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Setting"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_settings_changed"();
