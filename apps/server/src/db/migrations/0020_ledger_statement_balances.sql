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
    SELECT DISTINCT n.journal_id FROM new_postings n JOIN ledger_journals lj ON lj.id = n.journal_id
     WHERE lj.xmin <> pg_current_xact_id()::xid
     ORDER BY n.journal_id
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
--    the statement below zero.
DROP TRIGGER ledger_postings_apply ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_apply_posting();
--> statement-breakpoint
CREATE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id IN (SELECT account_id FROM new_postings) ORDER BY id FOR UPDATE;
  UPDATE ledger_accounts a
     SET balance = a.balance + CASE WHEN a.normal_side = 'DEBIT' THEN d.amount ELSE -d.amount END
    FROM (SELECT account_id, sum(amount)::bigint AS amount FROM new_postings GROUP BY account_id) d
   WHERE a.id = d.account_id AND d.amount <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_postings();
