CREATE TABLE "staff_action_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"change" json NOT NULL,
	"summary" text NOT NULL,
	"maker_id" uuid NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"checker_id" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"result" json
);
--> statement-breakpoint
ALTER TABLE "staff_action_requests" ADD CONSTRAINT "staff_action_requests_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_action_requests" ADD CONSTRAINT "staff_action_requests_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_action_requests_status_idx" ON "staff_action_requests" USING btree ("status","made_at");--> statement-breakpoint
CREATE INDEX "staff_action_requests_subject_idx" ON "staff_action_requests" USING btree ("subject_type","subject_id");