CREATE TABLE "access_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" uuid,
	"plate" text NOT NULL,
	"plate_key" text NOT NULL,
	"direction" text NOT NULL,
	"allowed" boolean NOT NULL,
	"reason" text NOT NULL,
	"valid_until" timestamp with time zone,
	"stay_id" uuid,
	"booking_id" uuid,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"body_hash" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"plate" text NOT NULL,
	"plate_key" text NOT NULL,
	"confidence_permille" integer,
	"stay_id" uuid,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_stays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plate_key" text NOT NULL,
	"plate" text NOT NULL,
	"entry_at" timestamp with time zone NOT NULL,
	"exit_at" timestamp with time zone,
	"status" text NOT NULL,
	"paid_until" timestamp with time zone,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plate_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "stay_id" uuid;--> statement-breakpoint
ALTER TABLE "access_decisions" ADD CONSTRAINT "access_decisions_device_id_access_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."access_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_device_id_access_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."access_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_decisions_decided_idx" ON "access_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "access_decisions_plate_idx" ON "access_decisions" USING btree ("plate_key");--> statement-breakpoint
CREATE UNIQUE INDEX "access_devices_key_hash_idx" ON "access_devices" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "access_events_device_event_idx" ON "access_events" USING btree ("device_id","event_id");--> statement-breakpoint
CREATE INDEX "access_events_plate_idx" ON "access_events" USING btree ("plate_key","occurred_at");--> statement-breakpoint
CREATE INDEX "parking_stays_plate_idx" ON "parking_stays" USING btree ("plate_key","entry_at");--> statement-breakpoint
CREATE INDEX "parking_stays_open_idx" ON "parking_stays" USING btree ("entry_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "bookings_paid_plate_idx" ON "bookings" USING btree ("plate_key","ends_at") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "bookings_stay_idx" ON "bookings" USING btree ("stay_id");--> statement-breakpoint
-- Backfill: the plateKey (shared/domain/plate.ts) of each booking's licence plate.
UPDATE "bookings" SET "plate_key" = (
  SELECT upper(regexp_replace(translate(x->>'code', 'äöüÄÖÜáàâéèêëíìîïóòôúùûçăşșţțÁÀÂÉÈÊËÍÌÎÏÓÒÔÚÙÛÇĂŞȘŢȚ', 'aouAOUaaaeeeeiiiiooouuucassttAAAEEEEIIIIOOOUUUCASSTT'), '[[:space:].·‐‑‒–—―-]', '', 'g'))
  FROM jsonb_array_elements("identifications") x WHERE x->>'source' = 'lp' LIMIT 1
) WHERE "plate_key" IS NULL;
