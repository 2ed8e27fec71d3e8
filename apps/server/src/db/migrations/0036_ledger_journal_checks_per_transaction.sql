-- The journals' balance check at commit (0006, 0020) ran once per new journal, each call two queries: a batch of
-- 500 deposit callbacks (one journal each) paid 500 trigger calls and 1,000 queries at its commit. A statement
-- trigger now lists the journals each INSERT creates in a transaction-local setting (a savepoint rolled back takes
-- its entries back with its rows; one released keeps them), and the first deferred check to fire takes the whole
-- list and checks every journal on it in two queries; the checks after it find the list empty. Deferred events
-- fire only for statements that have ended (at commit, or at SET CONSTRAINTS … IMMEDIATE), by which time each
-- new journal's statement trigger has listed it. Same rules and errors (docs/money.md, "Balanced journals").
CREATE FUNCTION ledger_note_new_journals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config(
    'ledger.unchecked_journals',
    concat_ws(',', nullif(current_setting('ledger.unchecked_journals', true), ''),
              (SELECT string_agg(id::text, ',') FROM new_journals)),
    true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_journals_noted AFTER INSERT ON ledger_journals
  REFERENCING NEW TABLE AS new_journals FOR EACH STATEMENT EXECUTE FUNCTION ledger_note_new_journals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending text := current_setting('ledger.unchecked_journals', true);
  ids bigint[];
  j bigint;
  posting_count bigint;
  unbalanced_asset text;
BEGIN
  IF pending IS NULL OR pending = '' THEN
    RETURN NULL; -- checked with the others by the first check that fired
  END IF;
  ids := string_to_array(pending, ',')::bigint[];
  PERFORM set_config('ledger.unchecked_journals', '', true);
  -- Postings by journal key (= ANY, and a count per journal), never a join the planner could turn into a scan of
  -- every posting while the statistics are stale; the first failing journal in id order is the one reported.
  SELECT s.id, s.n INTO j, posting_count
    FROM (SELECT u.id, (SELECT count(*) FROM ledger_postings p WHERE p.journal_id = u.id) AS n
            FROM unnest(ids) AS u(id)) s
   WHERE s.n < 2
   ORDER BY s.id
   LIMIT 1;
  IF j IS NOT NULL THEN
    RAISE EXCEPTION 'ledger journal % has % posting(s); at least two are required', j, posting_count
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journals_balanced';
  END IF;
  SELECT s.journal_id, s.asset INTO j, unbalanced_asset
    FROM (SELECT p.journal_id, (SELECT a.asset FROM ledger_accounts a WHERE a.id = p.account_id) AS asset, p.amount
            FROM ledger_postings p WHERE p.journal_id = ANY (ids)) s
   GROUP BY s.journal_id, s.asset
  HAVING sum(s.amount) <> 0
   ORDER BY s.journal_id
   LIMIT 1;
  IF j IS NOT NULL THEN
    RAISE EXCEPTION 'ledger journal % does not balance in %', j, unbalanced_asset
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journals_balanced';
  END IF;
  RETURN NULL;
END $$;
