CREATE TABLE "bnm_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"description" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"encrypted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"valid_from" date,
	"valid_until" date,
	"reject_reason" text,
	CONSTRAINT "bnm_documents_status_check" CHECK ("bnm_documents"."status" in ('SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "bnm_documents_approval_period_check" CHECK ("bnm_documents"."status" <> 'APPROVED' or ("bnm_documents"."valid_from" is not null and "bnm_documents"."valid_until" >= "bnm_documents"."valid_from"))
);
--> statement-breakpoint
ALTER TABLE "bnm_documents" ADD CONSTRAINT "bnm_documents_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bnm_documents_client_idx" ON "bnm_documents" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "bnm_documents_submitted_idx" ON "bnm_documents" USING btree ("id") WHERE "bnm_documents"."status" = 'SUBMITTED';