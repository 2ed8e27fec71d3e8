CREATE TABLE "otp_daily_usage" (
	"client_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"day" date NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"failed_guesses" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"lock_reason" text,
	CONSTRAINT "otp_daily_usage_client_id_purpose_day_pk" PRIMARY KEY("client_id","purpose","day")
);
--> statement-breakpoint
ALTER TABLE "otp_daily_usage" ADD CONSTRAINT "otp_daily_usage_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;