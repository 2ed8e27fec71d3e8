CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"withdraw_all" boolean NOT NULL,
	"requested_sen" bigint,
	"amount_sen" bigint,
	"trade_date" date NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_account_holder_name" text NOT NULL,
	"payout_reference" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processing_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_guid_unique" UNIQUE("guid"),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('REQUESTED', 'PROCESSING', 'PAID', 'FAILED', 'CANCELLED')),
	CONSTRAINT "withdrawals_amount_check" CHECK (("withdrawals"."withdraw_all" and "withdrawals"."requested_sen" is null) or (not "withdrawals"."withdraw_all" and "withdrawals"."requested_sen" > 0)),
	CONSTRAINT "withdrawals_paid_amount_check" CHECK ("withdrawals"."amount_sen" is null or "withdrawals"."amount_sen" > 0),
	CONSTRAINT "withdrawals_dates_check" CHECK (case "withdrawals"."status"
        when 'REQUESTED' then "withdrawals"."processing_at" is null and "withdrawals"."amount_sen" is null and "withdrawals"."cancelled_at" is null
        when 'CANCELLED' then "withdrawals"."cancelled_at" is not null and "withdrawals"."processing_at" is null
        when 'PROCESSING' then "withdrawals"."processing_at" is not null and "withdrawals"."amount_sen" is not null
          and "withdrawals"."paid_at" is null and "withdrawals"."failed_at" is null
        when 'PAID' then "withdrawals"."processing_at" is not null and "withdrawals"."paid_at" is not null and "withdrawals"."failed_at" is null
        when 'FAILED' then "withdrawals"."failed_at" is not null and "withdrawals"."paid_at" is null
        else false end)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_client_idx" ON "withdrawals" USING btree ("client_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_date_idx" ON "withdrawals" USING btree ("status","trade_date");--> statement-breakpoint
CREATE INDEX "withdrawals_portfolio_status_idx" ON "withdrawals" USING btree ("portfolio_id","status");