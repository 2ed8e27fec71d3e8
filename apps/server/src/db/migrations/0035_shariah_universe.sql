ALTER TABLE "portfolio_switches" DROP CONSTRAINT "portfolio_switches_levels_check";--> statement-breakpoint
ALTER TABLE "investment_profiles" DROP CONSTRAINT "investment_profiles_risk_level_model_portfolios_risk_level_fk";
--> statement-breakpoint
ALTER TABLE "model_portfolio_allocations" DROP CONSTRAINT "model_portfolio_allocations_risk_level_model_portfolios_risk_level_fk";
--> statement-breakpoint
ALTER TABLE "portfolios" DROP CONSTRAINT "portfolios_risk_level_model_portfolios_risk_level_fk";
--> statement-breakpoint
ALTER TABLE "portfolio_switches" DROP CONSTRAINT "portfolio_switches_from_risk_level_model_portfolios_risk_level_fk";
--> statement-breakpoint
ALTER TABLE "portfolio_switches" DROP CONSTRAINT "portfolio_switches_to_risk_level_model_portfolios_risk_level_fk";
--> statement-breakpoint
ALTER TABLE "model_portfolio_allocations" DROP CONSTRAINT "model_portfolio_allocations_risk_level_ticker_pk";--> statement-breakpoint
-- Hand-written (drizzle-kit cannot name a column primary key): the model portfolios are keyed by (risk_level, shariah).
ALTER TABLE "model_portfolios" DROP CONSTRAINT "model_portfolios_pkey";--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "name_ms" text;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "description_ms" text;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "shariah_compliant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "screening_standard" text;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "certifying_body" text;--> statement-breakpoint
ALTER TABLE "investment_profiles" ADD COLUMN "shariah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "model_portfolio_allocations" ADD COLUMN "shariah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "model_portfolios" ADD COLUMN "shariah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "shariah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD COLUMN "from_shariah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD COLUMN "to_shariah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-ordered: the new keys after their columns exist.
ALTER TABLE "model_portfolios" ADD CONSTRAINT "model_portfolios_level_shariah_pk" PRIMARY KEY("risk_level","shariah");--> statement-breakpoint
ALTER TABLE "model_portfolio_allocations" ADD CONSTRAINT "model_portfolio_allocations_pk" PRIMARY KEY("risk_level","shariah","ticker");--> statement-breakpoint
ALTER TABLE "model_portfolio_allocations" ADD CONSTRAINT "model_portfolio_allocations_model_fk" FOREIGN KEY ("risk_level","shariah") REFERENCES "public"."model_portfolios"("risk_level","shariah") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_model_fk" FOREIGN KEY ("risk_level","shariah") REFERENCES "public"."model_portfolios"("risk_level","shariah") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_from_model_fk" FOREIGN KEY ("from_risk_level","from_shariah") REFERENCES "public"."model_portfolios"("risk_level","shariah") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_to_model_fk" FOREIGN KEY ("to_risk_level","to_shariah") REFERENCES "public"."model_portfolios"("risk_level","shariah") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_levels_check" CHECK (("portfolio_switches"."from_risk_level", "portfolio_switches"."from_shariah") <> ("portfolio_switches"."to_risk_level", "portfolio_switches"."to_shariah"));