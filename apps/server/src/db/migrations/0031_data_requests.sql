CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_size_bytes" bigint,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_client_idx" ON "data_requests" USING btree ("client_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_one_export_idx" ON "data_requests" USING btree ("client_id") WHERE kind = 'EXPORT' and status in ('REQUESTED', 'RUNNING');--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_one_erasure_idx" ON "data_requests" USING btree ("client_id") WHERE kind = 'ERASURE' and status in ('WAITING_CLOSURE', 'SCHEDULED');