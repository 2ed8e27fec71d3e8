DROP INDEX "client_personal_info_id_number_uq";--> statement-breakpoint
ALTER TABLE "client_personal_info" ADD COLUMN "id_number_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_signups" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "client_signups" ADD COLUMN "privacy_version" text;--> statement-breakpoint
CREATE UNIQUE INDEX "client_personal_info_id_number_uq" ON "client_personal_info" USING btree ((case when "id_type" = 'PASSPORT' then 'P:' || "country" || ':' || regexp_replace(upper("nric"), '[^A-Z0-9]', '', 'g') else 'C:' || regexp_replace("nric", '[^0-9]', '', 'g') end)) WHERE "client_personal_info"."id_number_released_at" is null;