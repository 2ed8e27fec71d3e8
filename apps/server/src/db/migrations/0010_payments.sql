CREATE TABLE "fpx_sandbox_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fpx_txn_id" text NOT NULL,
	"seller_ex_id" text NOT NULL,
	"seller_order_no" text NOT NULL,
	"request" jsonb NOT NULL,
	"buyer_bank_id" text,
	"status_code" text,
	"debit_auth_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"bank_code" text NOT NULL,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"status_code" text,
	"gateway_txn_id" text,
	"seller_txn_time" text NOT NULL,
	"foreign_sen" bigint DEFAULT 0 NOT NULL,
	"settled_by" text,
	"acknowledgement" jsonb,
	"enquiry_count" integer DEFAULT 0 NOT NULL,
	"last_enquiry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_at" timestamp with time zone,
	CONSTRAINT "payment_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_orders_state_check" CHECK ("payment_orders"."state" in ('CREATED', 'PENDING', 'SUCCESS', 'FAILED')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_sen" > 0),
	CONSTRAINT "payment_orders_foreign_check" CHECK ("payment_orders"."foreign_sen" >= 0 and "payment_orders"."foreign_sen" <= "payment_orders"."amount_sen"),
	CONSTRAINT "payment_orders_order_id_check" CHECK ("payment_orders"."order_id" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fpx_sandbox_transactions_txn_idx" ON "fpx_sandbox_transactions" USING btree ("fpx_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fpx_sandbox_transactions_order_idx" ON "fpx_sandbox_transactions" USING btree ("seller_ex_id","seller_order_no");--> statement-breakpoint
CREATE INDEX "payment_orders_client_idx" ON "payment_orders" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."state" in ('CREATED', 'PENDING');