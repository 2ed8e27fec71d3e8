ALTER TABLE "client_documents" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "document_replacements" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "document_replacements" ADD CONSTRAINT "document_replacements_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_guid_unique" UNIQUE("guid");