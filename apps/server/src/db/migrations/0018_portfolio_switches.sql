CREATE TABLE "portfolio_switches" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"from_risk_level" integer NOT NULL,
	"to_risk_level" integer NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"trade_date" date NOT NULL,
	"executed_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "portfolio_switches_guid_unique" UNIQUE("guid"),
	CONSTRAINT "portfolio_switches_status_check" CHECK ("portfolio_switches"."status" in ('IN_PROGRESS','COMPLETED')),
	CONSTRAINT "portfolio_switches_levels_check" CHECK ("portfolio_switches"."from_risk_level" <> "portfolio_switches"."to_risk_level")
);
--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_from_risk_level_model_portfolios_risk_level_fk" FOREIGN KEY ("from_risk_level") REFERENCES "public"."model_portfolios"("risk_level") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_to_risk_level_model_portfolios_risk_level_fk" FOREIGN KEY ("to_risk_level") REFERENCES "public"."model_portfolios"("risk_level") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_switches_one_in_progress_idx" ON "portfolio_switches" USING btree ("client_id") WHERE "portfolio_switches"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "portfolio_switches_due_idx" ON "portfolio_switches" USING btree ("trade_date","id") WHERE "portfolio_switches"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "portfolio_switches_portfolio_idx" ON "portfolio_switches" USING btree ("portfolio_id");