CREATE TABLE "login_attempts" (
	"login_key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Carry every running count and lock over to the new table, keyed as identity/lockout.ts loginKey keys them.
INSERT INTO "login_attempts" ("login_key", "attempts", "locked_until")
  SELECT encode(sha256(convert_to("email", 'UTF8')), 'hex'), "failed_login_count", "locked_until" FROM "users"
  WHERE "failed_login_count" > 0 OR "locked_until" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";