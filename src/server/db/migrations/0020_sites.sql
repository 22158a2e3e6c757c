ALTER TABLE "access_devices" ADD COLUMN "site_id" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "site_ids" text[];--> statement-breakpoint
ALTER TABLE "parking_stays" ADD COLUMN "site_id" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_site_idx" ON "bookings" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "parking_stays_site_open_idx" ON "parking_stays" USING btree ("site_id","entry_at") WHERE status = 'open';--> statement-breakpoint
-- Every booking before sites was sold at the shop's one car park, which a configuration without sites names `main`.
UPDATE "bookings" SET "site_id" = 'main';
