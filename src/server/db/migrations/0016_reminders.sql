CREATE TABLE "reminder_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"end_reminder" boolean DEFAULT true NOT NULL,
	"renewal_failure" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_attempts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"permission_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "single_use_tokens" DROP CONSTRAINT "single_use_tokens_one_subject";--> statement-breakpoint
ALTER TABLE "single_use_tokens" ADD COLUMN "permission_id" uuid;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD CONSTRAINT "renewal_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD CONSTRAINT "renewal_attempts_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_attempts_permission_idx" ON "renewal_attempts" USING btree ("permission_id");--> statement-breakpoint
ALTER TABLE "single_use_tokens" ADD CONSTRAINT "single_use_tokens_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "single_use_tokens_permission_idx" ON "single_use_tokens" USING btree ("permission_id");--> statement-breakpoint
ALTER TABLE "single_use_tokens" ADD CONSTRAINT "single_use_tokens_one_subject" CHECK (num_nonnulls("single_use_tokens"."customer_id", "single_use_tokens"."operator_id", "single_use_tokens"."permission_id") = 1);