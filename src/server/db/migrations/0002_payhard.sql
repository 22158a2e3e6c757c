DROP INDEX "sepa_collections_open_idx";--> statement-breakpoint
ALTER TABLE "payment_inbox" ADD COLUMN "dedup_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD COLUMN "excluded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD COLUMN "exclude_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_inbox_dedup_idx" ON "payment_inbox" USING btree ("dedup_key");--> statement-breakpoint
CREATE INDEX "payment_inbox_received_idx" ON "payment_inbox" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "sepa_collections_open_idx" ON "sepa_collections" USING btree ("created_at") WHERE batch_id is null and excluded_at is null;