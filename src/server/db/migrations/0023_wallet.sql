CREATE SEQUENCE "public"."wallet_pass_tags" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"permission_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"auth_token" text NOT NULL,
	"update_tag" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_id" text NOT NULL,
	"pass_type_id" text NOT NULL,
	"permission_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_registrations_device_id_pass_type_id_permission_id_pk" PRIMARY KEY("device_id","pass_type_id","permission_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_permission_id_wallet_passes_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."wallet_passes"("permission_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_passes_booking_idx" ON "wallet_passes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "wallet_registrations_permission_idx" ON "wallet_registrations" USING btree ("permission_id");