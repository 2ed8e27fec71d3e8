CREATE TABLE "fee_accruals" (
	"portfolio_id" integer NOT NULL,
	"accrual_date" date NOT NULL,
	"value_sen" bigint NOT NULL,
	"days" integer NOT NULL,
	"annual_fee_sen" numeric(30, 10) NOT NULL,
	"amount_sen" numeric(30, 12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_accruals_portfolio_id_accrual_date_pk" PRIMARY KEY("portfolio_id","accrual_date"),
	CONSTRAINT "fee_accruals_days_check" CHECK ("fee_accruals"."days" between 1 and 31),
	CONSTRAINT "fee_accruals_non_negative_check" CHECK ("fee_accruals"."value_sen" >= 0 and "fee_accruals"."annual_fee_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_collection_months" (
	"month" text PRIMARY KEY NOT NULL,
	"trade_date" date NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_collection_months_month_check" CHECK ("fee_collection_months"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "fee_collections" (
	"portfolio_id" integer NOT NULL,
	"month" text NOT NULL,
	"accrued_sen" bigint NOT NULL,
	"collected_sen" bigint NOT NULL,
	"trade_date" date NOT NULL,
	"journal_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_collections_portfolio_id_month_pk" PRIMARY KEY("portfolio_id","month"),
	CONSTRAINT "fee_collections_month_check" CHECK ("fee_collections"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "fee_collections_amount_check" CHECK ("fee_collections"."collected_sen" >= 0 and "fee_collections"."collected_sen" <= "fee_collections"."accrued_sen")
);
--> statement-breakpoint
ALTER TABLE "fee_accruals" ADD CONSTRAINT "fee_accruals_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_accruals_date_idx" ON "fee_accruals" USING btree ("accrual_date");