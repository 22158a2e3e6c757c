CREATE TABLE "parking_stay_closures" (
	"stay_id" uuid PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"operator_id" uuid,
	"actor_name" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_stay_closures" ADD CONSTRAINT "parking_stay_closures_stay_id_parking_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."parking_stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_decisions_plate_prefix_idx" ON "access_decisions" USING btree ("plate_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "access_decisions_device_idx" ON "access_decisions" USING btree ("device_id","decided_at");--> statement-breakpoint
CREATE INDEX "parking_stays_status_entry_idx" ON "parking_stays" USING btree ("status","entry_at");--> statement-breakpoint
CREATE INDEX "parking_stays_plate_prefix_idx" ON "parking_stays" USING btree ("plate_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parking_stays_exit_idx" ON "parking_stays" USING btree ("exit_at") WHERE status = 'closed';