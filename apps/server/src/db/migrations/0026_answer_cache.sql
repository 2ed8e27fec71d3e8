CREATE TABLE "answer_cache" (
	"client_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"body" text NOT NULL,
	"gzip" text NOT NULL,
	CONSTRAINT "answer_cache_client_id_endpoint_scope_pk" PRIMARY KEY("client_id","endpoint","scope")
);
--> statement-breakpoint
ALTER TABLE "answer_cache" ADD CONSTRAINT "answer_cache_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;