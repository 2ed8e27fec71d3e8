ALTER TABLE "bnm_documents" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "bnm_documents" ADD CONSTRAINT "bnm_documents_guid_unique" UNIQUE("guid");