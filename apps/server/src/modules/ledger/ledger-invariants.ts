import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';

/**
 * What must hold of the ledger whoever wrote it and whenever the process died (docs/money.md §2). The database
 * enforces each rule as it writes; this reads them back over the whole ledger, for the property and kill tests
 * and for the staff reconciliation report. Every list is empty on a sound ledger.
 */
export interface LedgerViolations {
  /** Journals whose postings do not sum to zero in some asset. */
  unbalancedJournals: string[];
  /** Journals with fewer than two postings (a movement half-written). */
  incompleteJournals: string[];
  /** Client accounts (cash or units) below zero. */
  negativeClientAccounts: string[];
  /** Accounts whose stored balance is not the sum of their postings. */
  driftedAccounts: string[];
  /** ETFs whose units at the custodian differ from the units the clients hold. */
  unmatchedCustody: string[];
}

async function keys(db: Pick<Db, 'execute'>, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { key: unknown }[] };
  return result.rows.map((row) => String(row.key));
}

/**
 * One query after another, not together: given a transaction (tests check inside one), its single connection
 * cannot run two at once (pg queues them with a deprecation warning; pg 9 refuses).
 */
export async function findLedgerViolations(db: Pick<Db, 'execute'>): Promise<LedgerViolations> {
  const queries: SQL[] = [
    sql`select distinct j.idempotency_key as key
          from ledger_postings p
          join ledger_accounts a on a.id = p.account_id
          join ledger_journals j on j.id = p.journal_id
          group by j.idempotency_key, a.asset having sum(p.amount) <> 0`,
    sql`select j.idempotency_key as key from ledger_journals j
          left join ledger_postings p on p.journal_id = j.id
          group by j.id having count(p.id) < 2`,
    sql`select key from ledger_accounts where kind like 'CLIENT_%' and balance < 0`,
    sql`select a.key from ledger_accounts a left join ledger_postings p on p.account_id = a.id
          group by a.id
          having a.balance <> coalesce(sum(case when a.normal_side = 'DEBIT' then p.amount else -p.amount end), 0)`,
    sql`select asset as key from ledger_accounts where kind in ('CUSTODY_UNITS', 'CLIENT_UNITS')
          group by asset
          having sum(case when kind = 'CUSTODY_UNITS' then balance else -balance end) <> 0`,
  ];
  const found: string[][] = [];
  for (const query of queries) found.push(await keys(db, query));
  const [unbalancedJournals, incompleteJournals, negativeClientAccounts, driftedAccounts, unmatchedCustody] = found as [
    string[],
    string[],
    string[],
    string[],
    string[],
  ];
  return { unbalancedJournals, incompleteJournals, negativeClientAccounts, driftedAccounts, unmatchedCustody };
}

export const NO_VIOLATIONS: LedgerViolations = {
  unbalancedJournals: [],
  incompleteJournals: [],
  negativeClientAccounts: [],
  driftedAccounts: [],
  unmatchedCustody: [],
};
