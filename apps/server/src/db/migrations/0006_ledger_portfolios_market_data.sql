CREATE TABLE "portfolios" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"goal_name" text NOT NULL,
	"risk_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolios_guid_unique" UNIQUE("guid"),
	CONSTRAINT "portfolios_goal_name_check" CHECK (length(trim("portfolios"."goal_name")) between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"portfolio_id" integer,
	"asset" text NOT NULL,
	"normal_side" text NOT NULL,
	"non_negative" boolean NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('CLIENT_CASH','CLIENT_UNITS','OMNIBUS_CASH','CUSTODY_UNITS','FEES','GATEWAY_CLEARING','PAYOUT_CLEARING')),
	CONSTRAINT "ledger_accounts_normal_side_check" CHECK ("ledger_accounts"."normal_side" in ('DEBIT','CREDIT')),
	CONSTRAINT "ledger_accounts_client_portfolio_check" CHECK (("ledger_accounts"."kind" in ('CLIENT_CASH','CLIENT_UNITS')) = ("ledger_accounts"."portfolio_id" is not null)),
	CONSTRAINT "ledger_accounts_client_non_negative_check" CHECK ("ledger_accounts"."kind" not in ('CLIENT_CASH','CLIENT_UNITS') or "ledger_accounts"."non_negative"),
	CONSTRAINT "ledger_accounts_balance_check" CHECK (not "ledger_accounts"."non_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"symbol" text NOT NULL,
	"trade_date" date NOT NULL,
	"close" numeric(20, 6) NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_prices_symbol_trade_date_pk" PRIMARY KEY("symbol","trade_date"),
	CONSTRAINT "market_prices_close_check" CHECK ("market_prices"."close" > 0),
	CONSTRAINT "market_prices_weekday_check" CHECK (extract(isodow from "market_prices"."trade_date") < 6)
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_risk_level_model_portfolios_risk_level_fk" FOREIGN KEY ("risk_level") REFERENCES "public"."model_portfolios"("risk_level") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolios_client_idx" ON "portfolios" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_portfolio_idx" ON "ledger_accounts" USING btree ("portfolio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_idempotency_key_idx" ON "ledger_journals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_postings_journal_idx" ON "ledger_postings" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
-- Ledger rules the database enforces whoever writes (docs/money.md). Written by hand: Drizzle cannot express them.
-- 1. Every journal balances per asset and has at least two postings, checked at commit so that a journal and its
--    postings can be inserted one statement at a time inside one transaction.
CREATE FUNCTION ledger_check_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j bigint;
  posting_count integer;
  unbalanced_asset text;
BEGIN
  -- NEW is a journal or a posting; plpgsql resolves record fields at run time, so read only the one present.
  IF TG_TABLE_NAME = 'ledger_journals' THEN
    j := NEW.id;
  ELSE
    j := NEW.journal_id;
    -- A posting to a journal created by this same transaction is covered by that journal's own check at commit:
    -- skip the repeat (it made an 18-posting journal ~2x slower). A posting added to an older journal, or from
    -- a subtransaction, still gets the full check below.
    IF EXISTS (SELECT 1 FROM ledger_journals WHERE id = j AND xmin = pg_current_xact_id()::xid) THEN
      RETURN NULL;
    END IF;
  END IF;
  SELECT count(*) INTO posting_count FROM ledger_postings WHERE journal_id = j;
  IF posting_count < 2 THEN
    RAISE EXCEPTION 'ledger journal % has % posting(s); at least two are required', j, posting_count
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journals_balanced';
  END IF;
  SELECT a.asset INTO unbalanced_asset
    FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
   WHERE p.journal_id = j
   GROUP BY a.asset
  HAVING sum(p.amount) <> 0
   LIMIT 1;
  IF unbalanced_asset IS NOT NULL THEN
    RAISE EXCEPTION 'ledger journal % does not balance in %', j, unbalanced_asset
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journals_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_journals_balanced AFTER INSERT ON ledger_journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balanced();
--> statement-breakpoint
-- 2. An account's balance is the sum of its postings (signed by its normal side), updated in the posting's own
--    transaction; the row lock serialises concurrent movements on one account and the CHECK on balance refuses
--    the one that would take a client account below zero.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
     SET balance = balance + CASE WHEN normal_side = 'DEBIT' THEN NEW.amount ELSE -NEW.amount END
   WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint
-- 3. The ledger is append-only: a correction is a new (reversing) journal, never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_no_truncate BEFORE TRUNCATE ON ledger_journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- 4. An account opens at zero, its identity never changes, and its balance moves only through a posting (trigger depth 2:
--    ledger_apply_posting's UPDATE), so the balance cannot drift from the sum of postings.
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'ledger account % must open at zero', NEW.key USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.key <> OLD.key OR NEW.kind <> OLD.kind OR NEW.asset <> OLD.asset OR NEW.normal_side <> OLD.normal_side
     OR NEW.non_negative <> OLD.non_negative OR NEW.portfolio_id IS DISTINCT FROM OLD.portfolio_id THEN
    RAISE EXCEPTION 'ledger account % cannot be redefined', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.balance <> OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger account % balance moves only through postings', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
