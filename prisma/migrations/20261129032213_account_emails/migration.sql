-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "data" JSONB,
ADD COLUMN     "locale" TEXT,
ADD COLUMN     "template" TEXT;

-- The old address is told when a user's e-mail changes, in the transaction of the change, on every
-- path that writes it (the API copies Firebase's address into the row when a token shows a new one).
-- The job renders the template in the user's locale; the subject here is the outbox list's.
CREATE FUNCTION "queue_email_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "EmailOutbox" (id, "userId", category, "to", subject, body, template, locale, data, "updatedAt")
  VALUES (gen_random_uuid(), NEW.id, 'ACCOUNT', OLD.email, 'Your e-mail address was changed', '',
          'EMAIL_CHANGED', NEW.locale, jsonb_build_object('newEmail', NEW.email), now());
  RETURN NULL;
END $$;

CREATE TRIGGER "User_email_changed" AFTER UPDATE OF email ON "User"
  FOR EACH ROW WHEN (OLD.email IS NOT NULL AND NEW.email IS NOT NULL AND OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION "queue_email_changed"();
