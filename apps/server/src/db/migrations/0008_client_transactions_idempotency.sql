CREATE TABLE "client_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_sen" bigint,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"description" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "client_transactions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "client_transactions_type_check" CHECK ("client_transactions"."type" in ('DEPOSIT', 'INVESTMENT', 'WITHDRAWAL', 'TRANSFER_OUT', 'TRANSFER_IN', 'FEE', 'REBALANCE')),
	CONSTRAINT "client_transactions_status_check" CHECK ("client_transactions"."status" in ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "client_transactions_amount_check" CHECK ("client_transactions"."amount_sen" is null or "client_transactions"."amount_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_key_check" CHECK (length("idempotent_requests"."key") between 1 and 255)
);
--> statement-breakpoint
ALTER TABLE "client_transactions" ADD CONSTRAINT "client_transactions_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_transactions" ADD CONSTRAINT "client_transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_transactions_source_idx" ON "client_transactions" USING btree ("source_type","source_id","type","portfolio_id");--> statement-breakpoint
CREATE INDEX "client_transactions_client_idx" ON "client_transactions" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_requests_key_idx" ON "idempotent_requests" USING btree ("user_id","key");