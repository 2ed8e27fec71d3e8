CREATE TABLE "trade_fills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"units" bigint NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"fx_rate" numeric(20, 6) NOT NULL,
	"gross_amount" numeric(30, 12) NOT NULL,
	"amount_sen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_fills_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "trade_fills_units_check" CHECK ("trade_fills"."units" > 0),
	CONSTRAINT "trade_fills_amount_check" CHECK ("trade_fills"."amount_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_key" text NOT NULL,
	"portfolio_id" integer NOT NULL,
	"trade_date" date NOT NULL,
	"side" text NOT NULL,
	"ticker" text NOT NULL,
	"target_sen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_orders_side_check" CHECK ("trade_orders"."side" in ('BUY','SELL'))
);
--> statement-breakpoint
CREATE TABLE "trade_runs" (
	"trade_date" date PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "trade_runs_status_check" CHECK ("trade_runs"."status" in ('RUNNING','COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"from_portfolio_id" integer NOT NULL,
	"to_portfolio_id" integer NOT NULL,
	"requested_sen" bigint,
	"transfer_all" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"trade_date" date NOT NULL,
	"executed_date" date,
	"moved_sen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "transfers_guid_unique" UNIQUE("guid"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('REQUESTED','COMPLETED','FAILED')),
	CONSTRAINT "transfers_distinct_check" CHECK ("transfers"."from_portfolio_id" <> "transfers"."to_portfolio_id"),
	CONSTRAINT "transfers_amount_check" CHECK (("transfers"."transfer_all" and "transfers"."requested_sen" is null) or (not "transfers"."transfer_all" and "transfers"."requested_sen" > 0))
);
--> statement-breakpoint
ALTER TABLE "trade_fills" ADD CONSTRAINT "trade_fills_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_portfolio_id_portfolios_id_fk" FOREIGN KEY ("from_portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_portfolio_id_portfolios_id_fk" FOREIGN KEY ("to_portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_orders_key_ticker_idx" ON "trade_orders" USING btree ("trade_key","ticker");--> statement-breakpoint
CREATE INDEX "trade_orders_portfolio_idx" ON "trade_orders" USING btree ("portfolio_id","trade_date");--> statement-breakpoint
CREATE INDEX "transfers_pending_idx" ON "transfers" USING btree ("trade_date","id") WHERE "transfers"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_portfolio_id");--> statement-breakpoint
CREATE INDEX "transfers_client_idx" ON "transfers" USING btree ("client_id","created_at");