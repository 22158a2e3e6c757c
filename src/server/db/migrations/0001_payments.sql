CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"closing_date" date NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"description" text NOT NULL,
	"payment_method" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"payment_id" uuid,
	"kind" text NOT NULL,
	"authoritative" boolean NOT NULL,
	"status" text,
	"amount_cents" integer,
	"payload" jsonb,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"control_sum_cents" integer NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_collections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"mandate_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"sequence_type" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"remittance" text NOT NULL,
	"batch_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"creditor_id" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"account_name" text NOT NULL,
	"signature_date" date NOT NULL,
	"recurrent" boolean NOT NULL,
	"session_id" text,
	"owner_mail" text NOT NULL,
	"debtor_address" jsonb,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inbox" ADD CONSTRAINT "payment_inbox_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_batch_id_sepa_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sepa_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_number_idx" ON "bills" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_booking_idx" ON "bills" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_inbox_payment_idx" ON "payment_inbox" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_inbox_outcome_idx" ON "payment_inbox" USING btree ("payment_id") WHERE authoritative and status in ('paid', 'failed', 'expired');--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_batches_message_idx" ON "sepa_batches" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_collections_payment_idx" ON "sepa_collections" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sepa_collections_open_idx" ON "sepa_collections" USING btree ("created_at") WHERE batch_id is null;--> statement-breakpoint
CREATE INDEX "sepa_collections_batch_idx" ON "sepa_collections" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_reference_idx" ON "sepa_mandates" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sepa_mandates_session_idx" ON "sepa_mandates" USING btree ("session_id");