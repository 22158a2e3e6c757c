CREATE INDEX "bills_closing_date_idx" ON "bills" USING btree ("closing_date");--> statement-breakpoint
CREATE INDEX "bookings_search_plate_idx" ON "bookings" USING btree ("plate_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_search_mail_idx" ON "bookings" USING btree (lower("contact"->>'mail') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_search_last_name_idx" ON "bookings" USING btree (lower("contact"->>'lastName') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_search_first_name_idx" ON "bookings" USING btree (lower("contact"->>'firstName') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_search_company_idx" ON "bookings" USING btree (lower("contact"->>'companyName') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_search_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_search_starts_idx" ON "bookings" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "bookings_search_period_idx" ON "bookings" USING gist (tstzrange("starts_at", "ends_at"));--> statement-breakpoint
CREATE INDEX "credit_notes_closing_date_idx" ON "credit_notes" USING btree ("closing_date");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");