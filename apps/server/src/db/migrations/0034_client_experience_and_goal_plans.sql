CREATE TABLE "otp_daily_usage" (
	"client_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"day" date NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"failed_guesses" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"lock_reason" text,
	CONSTRAINT "otp_daily_usage_client_id_purpose_day_pk" PRIMARY KEY("client_id","purpose","day")
);
--> statement-breakpoint
CREATE TABLE "goal_plans" (
	"portfolio_id" integer PRIMARY KEY NOT NULL,
	"target_amount_sen" bigint,
	"target_date" date,
	"monthly_deposit_sen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_plans_target_check" CHECK (("goal_plans"."target_amount_sen" is null) = ("goal_plans"."target_date" is null) and ("goal_plans"."target_amount_sen" is null or "goal_plans"."target_amount_sen" > 0)),
	CONSTRAINT "goal_plans_monthly_deposit_check" CHECK ("goal_plans"."monthly_deposit_sen" >= 0)
);
--> statement-breakpoint
DROP INDEX "client_statements_period_idx";--> statement-breakpoint
ALTER TABLE "client_transactions" ADD COLUMN "description_fields" jsonb;--> statement-breakpoint
ALTER TABLE "client_statements" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "client_statements" SET "language" = 'ms' FROM "clients" WHERE "clients"."client_id" = "client_statements"."client_id" AND "clients"."language" = 'ms';--> statement-breakpoint
ALTER TABLE "bnm_documents" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_daily_usage" ADD CONSTRAINT "otp_daily_usage_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_plans" ADD CONSTRAINT "goal_plans_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_statements_period_language_idx" ON "client_statements" USING btree ("client_id","kind","period_start","language");--> statement-breakpoint
ALTER TABLE "bnm_documents" ADD CONSTRAINT "bnm_documents_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "client_statements" ADD CONSTRAINT "client_statements_language_check" CHECK ("client_statements"."language" in ('en','ms'));