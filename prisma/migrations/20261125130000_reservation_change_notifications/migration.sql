-- Live lists of reservations (api/src/core/db-changes.ts): every timeline row, which every new
-- reservation and every status change writes, tells each listening API instance, when it commits,
-- which student and which hostel owner should look again.
CREATE FUNCTION "notify_reservation_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  student uuid;
  owner uuid;
BEGIN
  SELECT r."studentId", h."ownerId" INTO student, owner
  FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
  WHERE r.id = NEW."reservationId";
  PERFORM pg_notify('db_changes', json_build_object(
    'topic', 'RESERVATION_CHANGED',
    'ids', json_build_array(student, owner),
    'payload', json_build_object('reservationId', NEW."reservationId"))::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "ReservationEvent_notify_changed" AFTER INSERT ON "ReservationEvent"
  FOR EACH ROW EXECUTE FUNCTION "notify_reservation_changed"();
