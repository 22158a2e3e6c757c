DROP INDEX "mails_permission_kind_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "mails_permission_kind_idx" ON "mails" USING btree ("permission_id","kind") WHERE kind <> 'ticket-resend';