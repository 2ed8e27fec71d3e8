CREATE TABLE "dividend_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"ex_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"per_unit" numeric(20, 8) NOT NULL,
	"currency" text NOT NULL,
	"withholding_rate" numeric(7, 6) DEFAULT '0' NOT NULL,
	"purification_ratio" numeric(7, 6) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'DECLARED' NOT NULL,
	"fx_rate" numeric(20, 6),
	"declared_by" text,
	"approved_by" text,
	"paid_trade_date" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dividend_declarations_dates_check" CHECK ("dividend_declarations"."pay_date" >= "dividend_declarations"."ex_date"),
	CONSTRAINT "dividend_declarations_per_unit_check" CHECK ("dividend_declarations"."per_unit" > 0),
	CONSTRAINT "dividend_declarations_withholding_check" CHECK ("dividend_declarations"."withholding_rate" >= 0 and "dividend_declarations"."withholding_rate" < 1),
	CONSTRAINT "dividend_declarations_ratio_check" CHECK ("dividend_declarations"."purification_ratio" >= 0 and "dividend_declarations"."purification_ratio" <= 1),
	CONSTRAINT "dividend_declarations_status_check" CHECK ("dividend_declarations"."status" in ('DECLARED', 'PAID')),
	CONSTRAINT "dividend_declarations_paid_check" CHECK (("dividend_declarations"."status" = 'PAID') = ("dividend_declarations"."paid_at" is not null and "dividend_declarations"."fx_rate" is not null and "dividend_declarations"."paid_trade_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "dividend_payments" (
	"declaration_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"units" bigint NOT NULL,
	"gross_sen" bigint NOT NULL,
	"tax_sen" bigint NOT NULL,
	"net_sen" bigint NOT NULL,
	"purification_sen" bigint NOT NULL,
	"purification_batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dividend_payments_declaration_id_portfolio_id_pk" PRIMARY KEY("declaration_id","portfolio_id"),
	CONSTRAINT "dividend_payments_units_check" CHECK ("dividend_payments"."units" > 0),
	CONSTRAINT "dividend_payments_split_check" CHECK ("dividend_payments"."tax_sen" >= 0 and "dividend_payments"."net_sen" >= 0 and "dividend_payments"."gross_sen" = "dividend_payments"."net_sen" + "dividend_payments"."tax_sen"),
	CONSTRAINT "dividend_payments_purification_check" CHECK ("dividend_payments"."purification_sen" >= 0 and "dividend_payments"."purification_sen" <= "dividend_payments"."net_sen")
);
--> statement-breakpoint
CREATE TABLE "purification_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity" text NOT NULL,
	"reference" text,
	"total_sen" bigint NOT NULL,
	"payments" integer NOT NULL,
	"made_by" text NOT NULL,
	"approved_by" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purification_batches_total_check" CHECK ("purification_batches"."total_sen" > 0 and "purification_batches"."payments" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "client_transactions" DROP CONSTRAINT "client_transactions_type_check";--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "shariah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_replacements" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "dividend_declarations" ADD CONSTRAINT "dividend_declarations_ticker_etfs_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."etfs"("ticker") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_payments" ADD CONSTRAINT "dividend_payments_declaration_id_dividend_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."dividend_declarations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_payments" ADD CONSTRAINT "dividend_payments_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_payments" ADD CONSTRAINT "dividend_payments_purification_batch_id_purification_batches_id_fk" FOREIGN KEY ("purification_batch_id") REFERENCES "public"."purification_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_declarations_ticker_ex_date_idx" ON "dividend_declarations" USING btree ("ticker","ex_date");--> statement-breakpoint
CREATE INDEX "dividend_declarations_status_idx" ON "dividend_declarations" USING btree ("status","pay_date");--> statement-breakpoint
CREATE INDEX "dividend_payments_portfolio_idx" ON "dividend_payments" USING btree ("portfolio_id");--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "document_replacements" ADD CONSTRAINT "document_replacements_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('CLIENT_CASH','CLIENT_UNITS','OMNIBUS_CASH','CUSTODY_UNITS','FEES','GATEWAY_CLEARING','PAYOUT_CLEARING','PROMOTIONS','DIVIDENDS_RECEIVABLE','PURIFICATION_PAYABLE'));--> statement-breakpoint
ALTER TABLE "client_transactions" ADD CONSTRAINT "client_transactions_type_check" CHECK ("client_transactions"."type" in ('DEPOSIT', 'INVESTMENT', 'WITHDRAWAL', 'TRANSFER_OUT', 'TRANSFER_IN', 'FEE', 'REBALANCE', 'REFERRAL_REWARD', 'DIVIDEND', 'WITHHOLDING_TAX', 'PURIFICATION'));