CREATE TABLE "single_use_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid,
	"operator_id" uuid,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "single_use_tokens_one_subject" CHECK (num_nonnulls("single_use_tokens"."customer_id", "single_use_tokens"."operator_id") = 1)
);
--> statement-breakpoint
-- The links already out keep working: both old stores are copied into the one store.
INSERT INTO "single_use_tokens" ("id", "customer_id", "purpose", "token_hash", "expires_at", "used_at", "created_at")
  SELECT "id", "customer_id", "purpose", "token_hash", "expires_at", "used_at", "created_at" FROM "customer_tokens";--> statement-breakpoint
INSERT INTO "single_use_tokens" ("id", "operator_id", "purpose", "token_hash", "expires_at", "used_at", "created_at")
  SELECT "id", "operator_id", 'operator-password', "token_hash", "expires_at", "used_at", "created_at" FROM "operator_tokens";--> statement-breakpoint
DROP TABLE "customer_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "operator_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "single_use_tokens" ADD CONSTRAINT "single_use_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_use_tokens" ADD CONSTRAINT "single_use_tokens_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "single_use_tokens_hash_idx" ON "single_use_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "single_use_tokens_customer_idx" ON "single_use_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "single_use_tokens_operator_idx" ON "single_use_tokens" USING btree ("operator_id");