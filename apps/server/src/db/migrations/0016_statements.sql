CREATE TABLE "client_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"portfolio_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_statements_guid_unique" UNIQUE("guid"),
	CONSTRAINT "client_statements_kind_check" CHECK ("client_statements"."kind" in ('MONTHLY','ANNUAL')),
	CONSTRAINT "client_statements_period_check" CHECK ("client_statements"."period_start" <= "client_statements"."period_end")
);
--> statement-breakpoint
ALTER TABLE "client_statements" ADD CONSTRAINT "client_statements_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_statements_period_idx" ON "client_statements" USING btree ("client_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "client_statements_client_idx" ON "client_statements" USING btree ("client_id","period_start" DESC NULLS LAST);