CREATE TABLE "returns_cache" (
	"client_id" integer NOT NULL,
	"scope" text NOT NULL,
	"generation" bigint NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "returns_cache_client_id_scope_pk" PRIMARY KEY("client_id","scope")
);
--> statement-breakpoint
CREATE TABLE "valuation_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL,
	CONSTRAINT "valuation_generation_one_row_check" CHECK ("valuation_generation"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "returns_cache" ADD CONSTRAINT "returns_cache_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "valuation_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
-- Every statement that writes snapshots (the valuation job, a repair, a test) moves the generation on, in its own
-- transaction: a returns_cache entry computed before it is never read again (modules/performance/snapshot-digest.ts).
CREATE FUNCTION valuation_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE valuation_generation SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER portfolio_valuations_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_valuations
  FOR EACH STATEMENT EXECUTE FUNCTION valuation_generation_bump();
