CREATE TABLE "document_replacement_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"replacement_id" bigint NOT NULL,
	"page" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"encrypted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_replacement_files_page_check" CHECK ("document_replacement_files"."page" in ('front', 'back'))
);
--> statement-breakpoint
CREATE TABLE "document_replacements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"id_type" text NOT NULL,
	"expiry_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "document_replacements_status_check" CHECK ("document_replacements"."status" in ('SUBMITTED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "document_replacement_files" ADD CONSTRAINT "document_replacement_files_replacement_id_document_replacements_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."document_replacements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_replacements" ADD CONSTRAINT "document_replacements_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_replacement_files_page_uq" ON "document_replacement_files" USING btree ("replacement_id","page");--> statement-breakpoint
CREATE INDEX "document_replacements_client_idx" ON "document_replacements" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_replacements_one_pending_uq" ON "document_replacements" USING btree ("client_id") WHERE "document_replacements"."status" = 'SUBMITTED';