CREATE TABLE "slot_occupancy" (
	"template_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"booking_id" uuid NOT NULL,
	"hold_until" timestamp with time zone,
	"starts_here" boolean NOT NULL,
	CONSTRAINT "slot_occupancy_template_id_slot_start_booking_id_pk" PRIMARY KEY("template_id","slot_start","booking_id")
);
--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_occupancy_booking_idx" ON "slot_occupancy" USING btree ("booking_id");