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
ALTER TABLE "goal_plans" ADD CONSTRAINT "goal_plans_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;