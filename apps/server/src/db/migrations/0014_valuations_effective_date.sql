CREATE TABLE "portfolio_valuations" (
	"portfolio_id" integer NOT NULL,
	"valuation_date" date NOT NULL,
	"cash_sen" bigint NOT NULL,
	"invested_sen" bigint NOT NULL,
	"value_sen" bigint NOT NULL,
	"net_flow_sen" bigint NOT NULL,
	"cumulative_flow_sen" bigint NOT NULL,
	"growth_index" numeric(30, 12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_valuations_portfolio_id_valuation_date_pk" PRIMARY KEY("portfolio_id","valuation_date"),
	CONSTRAINT "portfolio_valuations_value_check" CHECK ("portfolio_valuations"."value_sen" = "portfolio_valuations"."cash_sen" + "portfolio_valuations"."invested_sen"),
	CONSTRAINT "portfolio_valuations_non_negative_check" CHECK ("portfolio_valuations"."cash_sen" >= 0 and "portfolio_valuations"."invested_sen" >= 0),
	CONSTRAINT "portfolio_valuations_weekday_check" CHECK (extract(isodow from "portfolio_valuations"."valuation_date") < 6),
	CONSTRAINT "portfolio_valuations_index_check" CHECK ("portfolio_valuations"."growth_index" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD COLUMN "effective_date" date;--> statement-breakpoint
-- Journals posted before this column existed belong to the Malaysian day they were posted on. The ledger is
-- append-only (0006): its guard steps aside for this one backfill, inside the migration's transaction.
ALTER TABLE "ledger_journals" DISABLE TRIGGER "ledger_journals_append_only";--> statement-breakpoint
UPDATE "ledger_journals" SET "effective_date" = ("created_at" at time zone 'Asia/Kuala_Lumpur')::date;--> statement-breakpoint
ALTER TABLE "ledger_journals" ENABLE TRIGGER "ledger_journals_append_only";--> statement-breakpoint
ALTER TABLE "ledger_journals" ALTER COLUMN "effective_date" SET DEFAULT (now() at time zone 'Asia/Kuala_Lumpur')::date;--> statement-breakpoint
ALTER TABLE "ledger_journals" ALTER COLUMN "effective_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_valuations_date_idx" ON "portfolio_valuations" USING btree ("valuation_date");--> statement-breakpoint
CREATE INDEX "ledger_journals_effective_date_idx" ON "ledger_journals" USING btree ("effective_date","id");