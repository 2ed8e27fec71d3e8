DROP INDEX "client_statements_period_idx";--> statement-breakpoint
ALTER TABLE "client_statements" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "client_statements" SET "language" = 'ms' FROM "clients" WHERE "clients"."client_id" = "client_statements"."client_id" AND "clients"."language" = 'ms';--> statement-breakpoint
CREATE UNIQUE INDEX "client_statements_period_language_idx" ON "client_statements" USING btree ("client_id","kind","period_start","language");--> statement-breakpoint
ALTER TABLE "client_statements" ADD CONSTRAINT "client_statements_language_check" CHECK ("client_statements"."language" in ('en','ms'));