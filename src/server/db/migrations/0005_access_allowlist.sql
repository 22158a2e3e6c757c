CREATE TABLE "access_allowlist_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plate_key" text NOT NULL,
	"txid" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_allowlist_changes_txid_idx" ON "access_allowlist_changes" USING btree ("txid");--> statement-breakpoint
-- custom SQL (keep at merge)
-- The allowlist's change feed (ADR 019): a plate is logged whenever one of its paid bookings or
-- paid stays changes, whoever changes it (booking, portal cancellation, renewal, operator).
CREATE OR REPLACE FUNCTION access_log_booking_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'paid' AND NEW.plate_key IS NOT NULL THEN
      INSERT INTO access_allowlist_changes (plate_key, txid, changed_at)
        VALUES (NEW.plate_key, pg_current_xact_id()::text::bigint, now());
    END IF;
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF (OLD.status = 'paid' OR NEW.status = 'paid')
       AND (OLD.status, OLD.plate_key, OLD.starts_at, OLD.ends_at)
           IS DISTINCT FROM (NEW.status, NEW.plate_key, NEW.starts_at, NEW.ends_at) THEN
      INSERT INTO access_allowlist_changes (plate_key, txid, changed_at)
        SELECT DISTINCT k, pg_current_xact_id()::text::bigint, now()
        FROM unnest(ARRAY[OLD.plate_key, NEW.plate_key]) AS k WHERE k IS NOT NULL;
    END IF;
    RETURN NEW;
  ELSE
    IF OLD.status = 'paid' AND OLD.plate_key IS NOT NULL THEN
      INSERT INTO access_allowlist_changes (plate_key, txid, changed_at)
        VALUES (OLD.plate_key, pg_current_xact_id()::text::bigint, now());
    END IF;
    RETURN OLD;
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_access_allowlist AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION access_log_booking_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION access_log_stay_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.paid_until IS NOT NULL THEN
      INSERT INTO access_allowlist_changes (plate_key, txid, changed_at)
        VALUES (NEW.plate_key, pg_current_xact_id()::text::bigint, now());
    END IF;
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF (OLD.paid_until IS NOT NULL OR NEW.paid_until IS NOT NULL)
       AND (OLD.plate_key, OLD.paid_until, OLD.entry_at)
           IS DISTINCT FROM (NEW.plate_key, NEW.paid_until, NEW.entry_at) THEN
      INSERT INTO access_allowlist_changes (plate_key, txid, changed_at)
        SELECT DISTINCT k, pg_current_xact_id()::text::bigint, now()
        FROM unnest(ARRAY[OLD.plate_key, NEW.plate_key]) AS k;
    END IF;
    RETURN NEW;
  ELSE
    IF OLD.paid_until IS NOT NULL THEN
      INSERT INTO access_allowlist_changes (plate_key, txid, changed_at)
        VALUES (OLD.plate_key, pg_current_xact_id()::text::bigint, now());
    END IF;
    RETURN OLD;
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER parking_stays_access_allowlist AFTER INSERT OR UPDATE OR DELETE ON parking_stays
  FOR EACH ROW EXECUTE FUNCTION access_log_stay_change();
