-- Jobs run as soon as the work they handle commits: these triggers NOTIFY "jobs" with the job's name
-- (core/jobs.ts), which every instance running jobs hears; a rolled-back enqueue says nothing.
-- NOTIFY makes concurrent commits of notifying transactions wait for each other, so it is sent only
-- where work is enqueued (an e-mail, a delivery, a broadcast), never from the domain events each
-- change of a listing writes: the webhooks fan-out polls the feed instead.
CREATE FUNCTION "jobs_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  job text;
BEGIN
  FOREACH job IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('jobs', job);
  END LOOP;
  RETURN NULL;
END
$$;

-- Once per statement: a broadcast's batch of thousands of e-mails is one wake-up.
CREATE TRIGGER "EmailOutbox_wake" AFTER INSERT ON "EmailOutbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_wake"('notifications.email');
CREATE TRIGGER "Broadcast_wake" AFTER INSERT ON "Broadcast"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_wake"('notifications.broadcasts');
CREATE TRIGGER "WebhookDelivery_wake" AFTER INSERT ON "WebhookDelivery"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_wake"('webhooks.deliver');
-- A redelivery (attempts start again from 0).
CREATE TRIGGER "WebhookDelivery_redeliver_wake" AFTER UPDATE OF attempts ON "WebhookDelivery"
  FOR EACH ROW WHEN (NEW.attempts = 0 AND OLD.attempts <> 0 AND NEW.status = 'PENDING')
  EXECUTE FUNCTION "jobs_wake"('webhooks.deliver');
-- A subscription turned on again: the events of meanwhile and its held deliveries follow.
CREATE TRIGGER "WebhookSubscription_wake" AFTER UPDATE OF active ON "WebhookSubscription"
  FOR EACH ROW WHEN (NEW.active AND NOT OLD.active)
  EXECUTE FUNCTION "jobs_wake"('webhooks.fanout', 'webhooks.deliver');
