CREATE TABLE "referral_codes" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "referral_codes_code_check" CHECK ("referral_codes"."code" ~ '^[A-Z0-9]{4,20}$')
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_client_id" integer NOT NULL,
	"referee_client_id" integer NOT NULL,
	"referee_id_key" text NOT NULL,
	"portfolio_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_referee_client_id_unique" UNIQUE("referee_client_id"),
	CONSTRAINT "referral_rewards_referee_id_key_unique" UNIQUE("referee_id_key"),
	CONSTRAINT "referral_rewards_amount_check" CHECK ("referral_rewards"."amount_sen" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "client_transactions" DROP CONSTRAINT "client_transactions_type_check";--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_client_id_clients_client_id_fk" FOREIGN KEY ("referrer_client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referee_client_id_clients_client_id_fk" FOREIGN KEY ("referee_client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_client_id");--> statement-breakpoint
CREATE INDEX "client_signups_referral_code_idx" ON "client_signups" USING btree ("referral_code");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('CLIENT_CASH','CLIENT_UNITS','OMNIBUS_CASH','CUSTODY_UNITS','FEES','GATEWAY_CLEARING','PAYOUT_CLEARING','PROMOTIONS'));--> statement-breakpoint
ALTER TABLE "client_transactions" ADD CONSTRAINT "client_transactions_type_check" CHECK ("client_transactions"."type" in ('DEPOSIT', 'INVESTMENT', 'WITHDRAWAL', 'TRANSFER_OUT', 'TRANSFER_IN', 'FEE', 'REBALANCE', 'REFERRAL_REWARD'));