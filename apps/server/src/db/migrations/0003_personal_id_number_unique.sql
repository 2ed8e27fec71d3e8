-- Earlier demo seeds gave review@example.com the same MyKad number as pending@example.com; give it its own
-- (the one the seed now uses) so the unique index below can be built on databases that hold the demo data.
UPDATE "client_personal_info" SET "nric" = '880724-08-5218', "dob" = '1988-07-24'
WHERE "nric" = '920315-10-5438'
  AND "client_id" IN (SELECT "client_id" FROM "clients" WHERE "email_address" = 'review@example.com');--> statement-breakpoint
CREATE UNIQUE INDEX "client_personal_info_id_number_uq" ON "client_personal_info" USING btree ((case when "id_type" = 'PASSPORT' then 'P:' || "country" || ':' || regexp_replace(upper("nric"), '[^A-Z0-9]', '', 'g') else 'C:' || regexp_replace("nric", '[^0-9]', '', 'g') end));
