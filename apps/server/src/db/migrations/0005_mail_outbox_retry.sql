ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Before the retry job, 'queued' meant "kept in the outbox, never sent" (no SMTP_URL): now 'kept'.
UPDATE "mail_outbox" SET "status" = 'kept' WHERE "status" = 'queued';