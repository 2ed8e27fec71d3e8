CREATE TABLE "referral_reward_decisions" (
	"referee_client_id" integer PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"outcome" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_reward_decisions" ADD CONSTRAINT "referral_reward_decisions_referee_client_id_clients_client_id_fk" FOREIGN KEY ("referee_client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Referees whose first deposit settled before decisions were recorded were decided by the listener then: a reward
-- paid is PAID, anything else BEFORE_RETRY (a failure then cannot be told from a "no" then; the sweep must not pay
-- on a guess, so neither is reopened).
INSERT INTO "referral_reward_decisions" ("referee_client_id", "order_id", "outcome")
SELECT DISTINCT ON (s."client_id") s."client_id", o."order_id",
  CASE WHEN EXISTS (SELECT 1 FROM "referral_rewards" r WHERE r."referee_client_id" = s."client_id")
    THEN 'PAID' ELSE 'BEFORE_RETRY' END
FROM "client_signups" s
JOIN "payment_orders" o ON o."client_id" = s."client_id" AND o."state" = 'SUCCESS'
WHERE s."referral_code" IS NOT NULL
ORDER BY s."client_id", o."final_at", o."id"
ON CONFLICT DO NOTHING;
