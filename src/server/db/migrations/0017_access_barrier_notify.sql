-- custom SQL (keep at merge)
-- The barrier's memory (ADR 036): every instance keeps what an exit or entry decision needs in
-- memory and hears here what changed on the others. The payload is "<schema> <plateKey>" (the
-- schema: shops in several schemas of one database, and parallel test runs, share the channel);
-- "<schema> #devices" for a device created or revoked. NOTIFY is sent at commit, never after a
-- rollback, and repeated payloads of one transaction are sent once.
CREATE OR REPLACE FUNCTION access_barrier_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'access_devices' THEN
    -- Not for lastSeenAt (written once a minute per device).
    IF TG_OP <> 'UPDATE' OR (OLD.key_hash, OLD.revoked_at, OLD.direction)
        IS DISTINCT FROM (NEW.key_hash, NEW.revoked_at, NEW.direction) THEN
      PERFORM pg_notify('access_barrier', current_schema() || ' #devices');
    END IF;
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    -- What a permission is: a paid booking's plate, period and stay.
    IF TG_OP <> 'INSERT' AND OLD.plate_key IS NOT NULL AND (TG_OP = 'DELETE'
        OR (OLD.status, OLD.plate_key, OLD.starts_at, OLD.ends_at, OLD.stay_id)
           IS DISTINCT FROM (NEW.status, NEW.plate_key, NEW.starts_at, NEW.ends_at, NEW.stay_id)) THEN
      PERFORM pg_notify('access_barrier', current_schema() || ' ' || OLD.plate_key);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.plate_key IS NOT NULL AND (TG_OP = 'INSERT'
        OR (OLD.status, OLD.plate_key, OLD.starts_at, OLD.ends_at, OLD.stay_id)
           IS DISTINCT FROM (NEW.status, NEW.plate_key, NEW.starts_at, NEW.ends_at, NEW.stay_id)) THEN
      PERFORM pg_notify('access_barrier', current_schema() || ' ' || NEW.plate_key);
    END IF;
  ELSE
    -- parking_stays: any change of a stay (a closure is written with its stay's new status).
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('access_barrier', current_schema() || ' ' || OLD.plate_key);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('access_barrier', current_schema() || ' ' || NEW.plate_key);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_access_barrier AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION access_barrier_notify();
--> statement-breakpoint
CREATE TRIGGER parking_stays_access_barrier AFTER INSERT OR UPDATE OR DELETE ON parking_stays
  FOR EACH ROW EXECUTE FUNCTION access_barrier_notify();
--> statement-breakpoint
CREATE TRIGGER access_devices_access_barrier AFTER INSERT OR UPDATE OR DELETE ON access_devices
  FOR EACH ROW EXECUTE FUNCTION access_barrier_notify();
