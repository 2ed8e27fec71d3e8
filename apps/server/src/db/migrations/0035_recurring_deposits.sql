CREATE TABLE "recurring_collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" bigint NOT NULL,
	"scheduled_for" date NOT NULL,
	"due_on" date NOT NULL,
	"amount_sen" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"failure_reason" text,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"order_id" text,
	"bank_answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_collections_guid_unique" UNIQUE("guid"),
	CONSTRAINT "recurring_collections_status_check" CHECK ("recurring_collections"."status" in ('scheduled', 'submitted', 'collected', 'failed')),
	CONSTRAINT "recurring_collections_amount_check" CHECK ("recurring_collections"."amount_sen" > 0),
	CONSTRAINT "recurring_collections_attempt_check" CHECK ("recurring_collections"."attempt" between 1 and 2),
	CONSTRAINT "recurring_collections_order_check" CHECK (("recurring_collections"."status" = 'collected') = ("recurring_collections"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "recurring_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"frequency" text NOT NULL,
	"day_of_month" smallint,
	"day_of_week" smallint,
	"start_date" date NOT NULL,
	"status" text DEFAULT 'pending_authorisation' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_code" text NOT NULL,
	"mandate_reference" text NOT NULL,
	"mandate_status" text DEFAULT 'pending' NOT NULL,
	"mandate_max_sen" bigint NOT NULL,
	"mandate_expires_on" date NOT NULL,
	"authorise_by" timestamp with time zone NOT NULL,
	"mandate_answer" jsonb,
	"next_collection_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_schedules_guid_unique" UNIQUE("guid"),
	CONSTRAINT "recurring_schedules_mandate_reference_unique" UNIQUE("mandate_reference"),
	CONSTRAINT "recurring_schedules_status_check" CHECK ("recurring_schedules"."status" in ('pending_authorisation', 'active', 'paused', 'cancelled', 'rejected', 'expired')),
	CONSTRAINT "recurring_schedules_mandate_status_check" CHECK ("recurring_schedules"."mandate_status" in ('pending', 'approved', 'rejected', 'cancelled', 'expired')),
	CONSTRAINT "recurring_schedules_amount_check" CHECK ("recurring_schedules"."amount_sen" > 0 and "recurring_schedules"."mandate_max_sen" > 0),
	CONSTRAINT "recurring_schedules_day_check" CHECK (("recurring_schedules"."frequency" = 'monthly' and "recurring_schedules"."day_of_month" between 1 and 28 and "recurring_schedules"."day_of_week" is null)
        or ("recurring_schedules"."frequency" = 'weekly' and "recurring_schedules"."day_of_week" between 1 and 7 and "recurring_schedules"."day_of_month" is null))
);
--> statement-breakpoint
ALTER TABLE "recurring_collections" ADD CONSTRAINT "recurring_collections_schedule_id_recurring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."recurring_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_collections_date_idx" ON "recurring_collections" USING btree ("schedule_id","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_collections_order_idx" ON "recurring_collections" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "recurring_collections_due_idx" ON "recurring_collections" USING btree ("due_on","id") WHERE "recurring_collections"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_schedules_live_idx" ON "recurring_schedules" USING btree ("portfolio_id") WHERE "recurring_schedules"."status" in ('pending_authorisation', 'active', 'paused');--> statement-breakpoint
CREATE INDEX "recurring_schedules_due_idx" ON "recurring_schedules" USING btree ("next_collection_on","id") WHERE "recurring_schedules"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recurring_schedules_pending_idx" ON "recurring_schedules" USING btree ("authorise_by") WHERE "recurring_schedules"."status" = 'pending_authorisation';--> statement-breakpoint
CREATE INDEX "recurring_schedules_client_idx" ON "recurring_schedules" USING btree ("client_id");