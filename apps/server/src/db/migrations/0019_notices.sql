CREATE TABLE "client_notice_dismissals" (
	"client_id" integer NOT NULL,
	"notice_id" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notice_dismissals_client_id_notice_id_pk" PRIMARY KEY("client_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "client_closure_flags" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"flagged_by" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_closure_flags_reason_check" CHECK ("client_closure_flags"."reason" in ('PEP', 'RESTRICTED_COUNTRY'))
);
--> statement-breakpoint
CREATE TABLE "foreign_limit_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"requested_sen" bigint NOT NULL,
	"remaining_sen" bigint NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_notice_dismissals" ADD CONSTRAINT "client_notice_dismissals_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_closure_flags" ADD CONSTRAINT "client_closure_flags_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_limit_refusals" ADD CONSTRAINT "foreign_limit_refusals_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foreign_limit_refusals_client_idx" ON "foreign_limit_refusals" USING btree ("client_id","refused_at");