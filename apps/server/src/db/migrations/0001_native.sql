CREATE TABLE "device_integrity" (
	"install_id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"last_result" text NOT NULL,
	"rooted_at" timestamp with time zone,
	"app_version" text,
	"report_count" integer DEFAULT 1 NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" integer NOT NULL,
	"install_id" text NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"biometry_type" text NOT NULL,
	"secret_hash" text NOT NULL,
	"last_grant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "mobile_app_versions" (
	"platform" text PRIMARY KEY NOT NULL,
	"latest" text NOT NULL,
	"url" text NOT NULL,
	"blacklist" text[] DEFAULT '{}'::text[] NOT NULL,
	"mandatory_title" text NOT NULL,
	"mandatory_text" text NOT NULL,
	"optional_title" text NOT NULL,
	"optional_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_client_idx" ON "devices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "devices_install_idx" ON "devices" USING btree ("install_id");