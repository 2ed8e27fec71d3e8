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
CREATE TABLE "recurring_collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" bigint NOT NULL,
	"scheduled_for" date NOT NULL,
	"due_on" date NOT NULL,
	"amount_sen" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"failure_reason" text,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"order_id" text,
	"bank_answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_collections_guid_unique" UNIQUE("guid"),
	CONSTRAINT "recurring_collections_status_check" CHECK ("recurring_collections"."status" in ('scheduled', 'submitted', 'collected', 'failed')),
	CONSTRAINT "recurring_collections_amount_check" CHECK ("recurring_collections"."amount_sen" > 0),
	CONSTRAINT "recurring_collections_attempt_check" CHECK ("recurring_collections"."attempt" between 1 and 2),
	CONSTRAINT "recurring_collections_order_check" CHECK (("recurring_collections"."status" = 'collected') = ("recurring_collections"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "recurring_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"frequency" text NOT NULL,
	"day_of_month" smallint,
	"day_of_week" smallint,
	"start_date" date NOT NULL,
	"status" text DEFAULT 'pending_authorisation' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_code" text NOT NULL,
	"mandate_reference" text NOT NULL,
	"mandate_status" text DEFAULT 'pending' NOT NULL,
	"mandate_max_sen" bigint NOT NULL,
	"mandate_expires_on" date NOT NULL,
	"authorise_by" timestamp with time zone NOT NULL,
	"mandate_answer" jsonb,
	"next_collection_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_schedules_guid_unique" UNIQUE("guid"),
	CONSTRAINT "recurring_schedules_mandate_reference_unique" UNIQUE("mandate_reference"),
	CONSTRAINT "recurring_schedules_status_check" CHECK ("recurring_schedules"."status" in ('pending_authorisation', 'active', 'paused', 'cancelled', 'rejected', 'expired')),
	CONSTRAINT "recurring_schedules_mandate_status_check" CHECK ("recurring_schedules"."mandate_status" in ('pending', 'approved', 'rejected', 'cancelled', 'expired')),
	CONSTRAINT "recurring_schedules_amount_check" CHECK ("recurring_schedules"."amount_sen" > 0 and "recurring_schedules"."mandate_max_sen" > 0),
	CONSTRAINT "recurring_schedules_day_check" CHECK (("recurring_schedules"."frequency" = 'monthly' and "recurring_schedules"."day_of_month" between 1 and 28 and "recurring_schedules"."day_of_week" is null)
        or ("recurring_schedules"."frequency" = 'weekly' and "recurring_schedules"."day_of_week" between 1 and 7 and "recurring_schedules"."day_of_month" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "client_transactions" DROP CONSTRAINT "client_transactions_type_check";--> statement-breakpoint
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
ALTER TABLE "client_documents" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
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
ALTER TABLE "document_replacements" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "dividend_declarations" ADD CONSTRAINT "dividend_declarations_ticker_etfs_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."etfs"("ticker") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_payments" ADD CONSTRAINT "dividend_payments_declaration_id_dividend_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."dividend_declarations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_payments" ADD CONSTRAINT "dividend_payments_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_payments" ADD CONSTRAINT "dividend_payments_purification_batch_id_purification_batches_id_fk" FOREIGN KEY ("purification_batch_id") REFERENCES "public"."purification_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_collections" ADD CONSTRAINT "recurring_collections_schedule_id_recurring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."recurring_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_declarations_ticker_ex_date_idx" ON "dividend_declarations" USING btree ("ticker","ex_date");--> statement-breakpoint
CREATE INDEX "dividend_declarations_status_idx" ON "dividend_declarations" USING btree ("status","pay_date");--> statement-breakpoint
CREATE INDEX "dividend_payments_portfolio_idx" ON "dividend_payments" USING btree ("portfolio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_collections_date_idx" ON "recurring_collections" USING btree ("schedule_id","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_collections_order_idx" ON "recurring_collections" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "recurring_collections_due_idx" ON "recurring_collections" USING btree ("due_on","id") WHERE "recurring_collections"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_schedules_live_idx" ON "recurring_schedules" USING btree ("portfolio_id") WHERE "recurring_schedules"."status" in ('pending_authorisation', 'active', 'paused');--> statement-breakpoint
CREATE INDEX "recurring_schedules_due_idx" ON "recurring_schedules" USING btree ("next_collection_on","id") WHERE "recurring_schedules"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recurring_schedules_pending_idx" ON "recurring_schedules" USING btree ("authorise_by") WHERE "recurring_schedules"."status" = 'pending_authorisation';--> statement-breakpoint
CREATE INDEX "recurring_schedules_client_idx" ON "recurring_schedules" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "model_portfolio_allocations" ADD CONSTRAINT "model_portfolio_allocations_model_fk" FOREIGN KEY ("risk_level","shariah") REFERENCES "public"."model_portfolios"("risk_level","shariah") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_model_fk" FOREIGN KEY ("risk_level","shariah") REFERENCES "public"."model_portfolios"("risk_level","shariah") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_from_model_fk" FOREIGN KEY ("from_risk_level","from_shariah") REFERENCES "public"."model_portfolios"("risk_level","shariah") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_to_model_fk" FOREIGN KEY ("to_risk_level","to_shariah") REFERENCES "public"."model_portfolios"("risk_level","shariah") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "document_replacements" ADD CONSTRAINT "document_replacements_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('CLIENT_CASH','CLIENT_UNITS','OMNIBUS_CASH','CUSTODY_UNITS','FEES','GATEWAY_CLEARING','PAYOUT_CLEARING','PROMOTIONS','DIVIDENDS_RECEIVABLE','PURIFICATION_PAYABLE'));--> statement-breakpoint
ALTER TABLE "client_transactions" ADD CONSTRAINT "client_transactions_type_check" CHECK ("client_transactions"."type" in ('DEPOSIT', 'INVESTMENT', 'WITHDRAWAL', 'TRANSFER_OUT', 'TRANSFER_IN', 'FEE', 'REBALANCE', 'REFERRAL_REWARD', 'DIVIDEND', 'WITHHOLDING_TAX', 'PURIFICATION'));--> statement-breakpoint
ALTER TABLE "portfolio_switches" ADD CONSTRAINT "portfolio_switches_levels_check" CHECK (("portfolio_switches"."from_risk_level", "portfolio_switches"."from_shariah") <> ("portfolio_switches"."to_risk_level", "portfolio_switches"."to_shariah"));