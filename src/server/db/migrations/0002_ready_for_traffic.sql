CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"mail" text NOT NULL,
	"contact" jsonb NOT NULL,
	"license_plates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"require_password_change" boolean DEFAULT false NOT NULL,
	"mail_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "sepa_collections_open_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_inbox" ADD COLUMN "dedup_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "widget_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD COLUMN "excluded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD COLUMN "exclude_reason" text;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mail_idx" ON "customers" USING btree (lower("mail"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_username_idx" ON "customers" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_held_client_idx" ON "bookings" USING btree ("client_address") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "bookings_held_mail_idx" ON "bookings" USING btree (lower("contact"->>'mail')) WHERE status = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_inbox_dedup_idx" ON "payment_inbox" USING btree ("dedup_key");--> statement-breakpoint
CREATE INDEX "payment_inbox_received_idx" ON "payment_inbox" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sepa_collections_open_idx" ON "sepa_collections" USING btree ("created_at") WHERE batch_id is null and excluded_at is null;