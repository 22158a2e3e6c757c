CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" jsonb NOT NULL,
	"vat_id" text,
	"buyer_reference" text,
	"invoice_mail" text NOT NULL,
	"status" text NOT NULL,
	"invoice_per" text DEFAULT 'company' NOT NULL,
	"payment_means" text DEFAULT 'transfer' NOT NULL,
	"payment_days" integer DEFAULT 14 NOT NULL,
	"credit_limit_cents" integer,
	"debitor_account" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid,
	"cost_centre_id" uuid,
	"booking_id" uuid,
	"stay_id" uuid,
	"site_id" text,
	"plate" text,
	"driver" text,
	"description" text NOT NULL,
	"service_from" timestamp with time zone NOT NULL,
	"service_to" timestamp with time zone NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"charge_date" date NOT NULL,
	"invoice_id" uuid,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_cost_centres" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_debit_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"control_sum_cents" integer NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"cost_centre_id" uuid,
	"period" text NOT NULL,
	"number" integer NOT NULL,
	"secret" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"payment_means" text NOT NULL,
	"mandate_id" uuid,
	"end_to_end_id" text,
	"debit_batch_id" uuid,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_mandates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"creditor_id" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"account_name" text NOT NULL,
	"signature_date" date NOT NULL,
	"signed_by" uuid,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"mail" text NOT NULL,
	"customer_id" uuid,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"default_cost_centre_id" uuid,
	"invited_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_plates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"plate_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_charges" ADD CONSTRAINT "company_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_charges" ADD CONSTRAINT "company_charges_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_charges" ADD CONSTRAINT "company_charges_cost_centre_id_company_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."company_cost_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_charges" ADD CONSTRAINT "company_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_cost_centres" ADD CONSTRAINT "company_cost_centres_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_cost_centre_id_company_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."company_cost_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_mandate_id_company_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."company_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_debit_batch_id_company_debit_batches_id_fk" FOREIGN KEY ("debit_batch_id") REFERENCES "public"."company_debit_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_mandates" ADD CONSTRAINT "company_mandates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_mandates" ADD CONSTRAINT "company_mandates_signed_by_customers_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_plates" ADD CONSTRAINT "company_plates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_debitor_idx" ON "companies" USING btree ("debitor_account");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "company_charges_booking_idx" ON "company_charges" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_charges_stay_idx" ON "company_charges" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "company_charges_open_idx" ON "company_charges" USING btree ("company_id","charge_date") WHERE invoice_id is null and voided_at is null;--> statement-breakpoint
CREATE INDEX "company_charges_invoice_idx" ON "company_charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_cost_centres_code_idx" ON "company_cost_centres" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoices_number_idx" ON "company_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoices_period_idx" ON "company_invoices" USING btree ("company_id",coalesce("cost_centre_id"::text, ''),"period");--> statement-breakpoint
CREATE INDEX "company_invoices_open_idx" ON "company_invoices" USING btree ("due_date") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "company_mandates_reference_idx" ON "company_mandates" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "company_mandates_live_idx" ON "company_mandates" USING btree ("company_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_mail_idx" ON "company_members" USING btree ("company_id","mail") WHERE status <> 'removed';--> statement-breakpoint
CREATE INDEX "company_members_customer_idx" ON "company_members" USING btree ("customer_id") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "company_plates_key_idx" ON "company_plates" USING btree ("plate_key") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "company_plates_company_idx" ON "company_plates" USING btree ("company_id");