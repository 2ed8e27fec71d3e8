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
CREATE TABLE "client_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"id_type" text NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"encrypted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"passed" boolean NOT NULL,
	"score" numeric(5, 4) NOT NULL,
	"liveness_score" numeric(5, 4) NOT NULL,
	"reason" text,
	"next_action" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_states" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"attempts_used" integer DEFAULT 0 NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"passed_at" timestamp with time zone,
	"reset_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_handoffs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etfs" (
	"ticker" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"asset_class" text NOT NULL,
	"currency" text NOT NULL,
	"exchange" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_profiles" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"scored_risk_level" integer NOT NULL,
	"max_risk_level" integer NOT NULL,
	"cap_reason" text,
	"risk_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_portfolio_allocations" (
	"risk_level" integer NOT NULL,
	"ticker" text NOT NULL,
	"weight_bps" integer NOT NULL,
	CONSTRAINT "model_portfolio_allocations_risk_level_ticker_pk" PRIMARY KEY("risk_level","ticker"),
	CONSTRAINT "model_portfolio_allocations_weight_check" CHECK ("model_portfolio_allocations"."weight_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "model_portfolios" (
	"risk_level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"expected_return" numeric(6, 4) NOT NULL,
	"volatility" numeric(6, 4) NOT NULL,
	CONSTRAINT "model_portfolios_level_check" CHECK ("model_portfolios"."risk_level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "client_applications" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decision" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"recommendation" text NOT NULL,
	"report" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contact_info" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"verified_mobile_number" text,
	"mobile_verified_by" text,
	"mobile_verified_at" timestamp with time zone,
	"address_line1" text,
	"address_line2" text,
	"postcode" text,
	"city" text,
	"state" text,
	"country" text,
	"created_by" text,
	"modified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_financial_info" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"employment_status" text NOT NULL,
	"occupation" text,
	"business_type" text,
	"employer_name" text,
	"annual_income" text NOT NULL,
	"net_worth" text NOT NULL,
	"source_of_funds" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_account_holder_name" text NOT NULL,
	"tax_residency" text NOT NULL,
	"tax_identification_number" text,
	"is_us_person" boolean NOT NULL,
	"has_domestic_ringgit_borrowing" boolean NOT NULL,
	"borrowing_undertaking_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"modified_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_knowledge_answers" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"has_finance_education" boolean NOT NULL,
	"investment_experience" text NOT NULL,
	"instruments_traded" text[] DEFAULT '{}'::text[] NOT NULL,
	"understands_risk" boolean NOT NULL,
	"understands_currency_risk" boolean NOT NULL,
	"risk_cap" integer NOT NULL,
	"created_by" text NOT NULL,
	"modified_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_personal_info" (
	"personal_information_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"country" text NOT NULL,
	"id_type" text NOT NULL,
	"nric" text NOT NULL,
	"gender" text NOT NULL,
	"dob" date NOT NULL,
	"marital_status" text NOT NULL,
	"spouse_name" text,
	"spouse_nric" text,
	"ethnicity" text NOT NULL,
	"is_pep" boolean NOT NULL,
	"pep_details" text,
	"created_by" text NOT NULL,
	"modified_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_personal_info_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "client_signups" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"referral_code" text,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reference_values" (
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"extra" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_values_type_code_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
CREATE TABLE "restricted_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_parameters" (
	"category" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_parameters_category_key_pk" PRIMARY KEY("category","key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_states" ADD CONSTRAINT "kyc_states_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_handoffs" ADD CONSTRAINT "registration_handoffs_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_handoffs" ADD CONSTRAINT "registration_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_profiles" ADD CONSTRAINT "investment_profiles_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_profiles" ADD CONSTRAINT "investment_profiles_risk_level_model_portfolios_risk_level_fk" FOREIGN KEY ("risk_level") REFERENCES "public"."model_portfolios"("risk_level") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_portfolio_allocations" ADD CONSTRAINT "model_portfolio_allocations_risk_level_model_portfolios_risk_level_fk" FOREIGN KEY ("risk_level") REFERENCES "public"."model_portfolios"("risk_level") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_portfolio_allocations" ADD CONSTRAINT "model_portfolio_allocations_ticker_etfs_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."etfs"("ticker") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_applications" ADD CONSTRAINT "client_applications_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contact_info" ADD CONSTRAINT "client_contact_info_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_financial_info" ADD CONSTRAINT "client_financial_info_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_knowledge_answers" ADD CONSTRAINT "client_knowledge_answers_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_personal_info" ADD CONSTRAINT "client_personal_info_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_signups" ADD CONSTRAINT "client_signups_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_tokens" ADD CONSTRAINT "registration_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_client_idx" ON "devices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "devices_install_idx" ON "devices" USING btree ("install_id");--> statement-breakpoint
CREATE INDEX "client_documents_client_idx" ON "client_documents" USING btree ("client_id","document_type");--> statement-breakpoint
CREATE INDEX "kyc_checks_client_idx" ON "kyc_checks" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_handoffs_code_idx" ON "registration_handoffs" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_handoffs_ticket_idx" ON "registration_handoffs" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "registration_handoffs_client_idx" ON "registration_handoffs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "credit_checks_client_idx" ON "credit_checks" USING btree ("client_id","checked_at");--> statement-breakpoint
CREATE INDEX "otp_codes_client_idx" ON "otp_codes" USING btree ("client_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "registration_tokens_user_idx" ON "registration_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_to_idx" ON "sms_messages" USING btree ("to","created_at");