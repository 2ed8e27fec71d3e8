-- The ledger's posting triggers (0006) fired once per posting row: the invest step's 14 postings a portfolio
-- meant 14 UPDATEs of ledger_accounts, every buy updating the same omnibus and custody rows again (a row version
-- each), and 14 deferred checks at commit. They now fire once per INSERT statement over its rows (a transition
-- table): the balances move by one UPDATE per statement, each account once, and only the journals that are not
-- checked at commit anyway are checked here. The rules stay those of docs/money.md §2.
--
-- 1. A journal's check, shared by the journal's deferred trigger and the postings' statement trigger.
CREATE FUNCTION ledger_assert_journal_balanced(j bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  posting_count integer;
  unbalanced_asset text;
BEGIN
  SELECT count(*) INTO posting_count FROM ledger_postings WHERE journal_id = j;
  IF posting_count < 2 THEN
    RAISE EXCEPTION 'ledger journal % has % posting(s); at least two are required', j, posting_count
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journals_balanced';
  END IF;
  -- The account of each posting by its key, not by a join: the plan is cached for the session, and a join planned
  -- while the tables' statistics were stale hashed every account for each journal (98 ms a journal at 56,000).
  SELECT s.asset INTO unbalanced_asset
    FROM (SELECT (SELECT a.asset FROM ledger_accounts a WHERE a.id = p.account_id) AS asset, p.amount
            FROM ledger_postings p WHERE p.journal_id = j) s
   GROUP BY s.asset
  HAVING sum(s.amount) <> 0
   LIMIT 1;
  IF unbalanced_asset IS NOT NULL THEN
    RAISE EXCEPTION 'ledger journal % does not balance in %', j, unbalanced_asset
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journals_balanced';
  END IF;
END $$;
--> statement-breakpoint
-- Every new journal is checked at commit (deferred: its postings are inserted after it).
CREATE OR REPLACE FUNCTION ledger_check_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_journal_balanced(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 2. Postings to a journal this top-level transaction created are covered by that journal's check at commit.
--    Postings to any other journal (an older one, or one created in a savepoint, whose row carries the
--    subtransaction's id) are checked at the end of the statement that adds them: a poster writes each
--    journal's postings in one statement, so the journal is whole by then.
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
CREATE FUNCTION ledger_check_posted_journals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j bigint;
BEGIN
  FOR j IN
    SELECT s.id FROM (SELECT DISTINCT journal_id AS id FROM new_postings) s
     WHERE (SELECT lj.xmin FROM ledger_journals lj WHERE lj.id = s.id) <> pg_current_xact_id()::xid
     ORDER BY s.id
  LOOP
    PERFORM ledger_assert_journal_balanced(j);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_posted_journals();
--> statement-breakpoint
-- 3. The balances move once per statement: each account by the sum of its postings in it (signed by its normal
--    side). The rows are locked first in ascending id, the order every poster keeps, so two statements over the
--    same accounts queue instead of deadlocking; the CHECK on balance refuses a client account that would end
--    the statement below zero. The lock is the UPDATE's own (FOR NO KEY UPDATE): FOR UPDATE would also wait on
--    the KEY SHARE locks the postings' foreign keys take, and two statements holding those deadlock.
DROP TRIGGER ledger_postings_apply ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_apply_posting();
--> statement-breakpoint
CREATE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  deltas bigint[];
BEGIN
  SELECT array_agg(account_id ORDER BY account_id), array_agg(delta ORDER BY account_id) INTO ids, deltas
    FROM (SELECT account_id, sum(amount)::bigint AS delta FROM new_postings GROUP BY account_id) s
   WHERE delta <> 0;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  -- The accounts by key (= ANY of an array), never by a join the planner could turn into a scan of every account.
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE ledger_accounts
     SET balance = balance + CASE WHEN normal_side = 'DEBIT' THEN 1 ELSE -1 END * deltas[array_position(ids, id)]
   WHERE id = ANY (ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_postings();
