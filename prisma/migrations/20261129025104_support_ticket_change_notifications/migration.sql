-- A support ticket as it is read live (api/src/core/db-changes.ts): each message and each change of
-- the ticket tells every listening API instance, when it commits, to read it again. `internal` marks
-- a note, which only admins see, so the ticket's requester is not told of it.
CREATE FUNCTION "notify_support_ticket_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ticket uuid;
  internal boolean;
BEGIN
  IF TG_TABLE_NAME = 'SupportMessage' THEN
    ticket := NEW."ticketId";
    internal := NEW.internal;
  ELSIF (NEW.status, NEW.subject, NEW.category, NEW."assigneeId", NEW."firstAnsweredAt", NEW."resolvedAt",
         NEW."closedAt", NEW."lastMessageAt")
        IS DISTINCT FROM (OLD.status, OLD.subject, OLD.category, OLD."assigneeId", OLD."firstAnsweredAt",
         OLD."resolvedAt", OLD."closedAt", OLD."lastMessageAt") THEN
    ticket := NEW.id;
    internal := false;
  ELSE
    RETURN NULL;
  END IF;
  -- A reply writes a message and updates its ticket: the same text twice is one notification.
  PERFORM pg_notify('db_changes', json_build_object(
    'topic', 'SUPPORT_TICKET_UPDATED',
    'ids', json_build_array(ticket),
    'payload', json_build_object('ticketId', ticket, 'internal', internal))::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "SupportMessage_notify_ticket_updated" AFTER INSERT ON "SupportMessage"
  FOR EACH ROW EXECUTE FUNCTION "notify_support_ticket_updated"();

CREATE TRIGGER "SupportTicket_notify_updated" AFTER UPDATE ON "SupportTicket"
  FOR EACH ROW EXECUTE FUNCTION "notify_support_ticket_updated"();
