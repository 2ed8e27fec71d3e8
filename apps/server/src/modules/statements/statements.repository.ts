import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../../db/schema/ledger';
import { etfs, modelPortfolios } from '../../db/schema/portfolio';
import { portfolios } from '../../db/schema/portfolios';
import { clientContactInfo } from '../../db/schema/registration';
import { clientStatements } from '../../db/schema/statements';
import { portfolioValuations } from '../../db/schema/valuations';
import { CASH_ASSET } from '../ledger/account-kinds';
import { modelPortfolioName } from '../investment-profile/model-portfolio-texts';
import type { ReturnSnapshot } from './statement-returns';
import type { StatementKind } from './statement-period';
import type { Language } from '@harta/contracts/languages';

/** The SQL of the statements module: reads for gathering a statement, and the statement index. */

/** The first instant of a Malaysia day (UTC+8, no daylight saving). */
const malaysiaMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);
const DAY_MS = 86_400_000;
/** The instant a Malaysia day ends (exclusive). */
export const endOfMalaysiaDay = (date: string) => new Date(malaysiaMidnight(date).getTime() + DAY_MS);

export interface StatementClientRow {
  clientId: number;
  givenName: string;
  surName: string | null;
  guid: string;
  language: string;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

export async function findStatementClient(db: Db, clientId: number): Promise<StatementClientRow | undefined> {
  const [row] = await db
    .select({
      clientId: clients.clientId,
      givenName: clients.givenName,
      surName: clients.surName,
      guid: clients.guid,
      language: clients.language,
      addressLine1: clientContactInfo.addressLine1,
      addressLine2: clientContactInfo.addressLine2,
      postcode: clientContactInfo.postcode,
      city: clientContactInfo.city,
      state: clientContactInfo.state,
      country: clientContactInfo.country,
    })
    .from(clients)
    .leftJoin(clientContactInfo, eq(clientContactInfo.clientId, clients.clientId))
    .where(eq(clients.clientId, clientId));
  return row;
}

export interface StatementPortfolioRow {
  id: number;
  guid: string;
  goalName: string;
  riskLevel: number;
  riskLevelName: string;
}

/** The client's portfolios that existed by the end of `end` (Malaysia time), oldest first. */
export async function portfoliosOpenedBy(
  db: Db,
  clientId: number,
  end: string,
  language: string,
): Promise<StatementPortfolioRow[]> {
  return db
    .select({
      id: portfolios.id,
      guid: portfolios.guid,
      goalName: portfolios.goalName,
      riskLevel: portfolios.riskLevel,
      riskLevelName: modelPortfolioName(language),
    })
    .from(portfolios)
    .innerJoin(
      modelPortfolios,
      and(eq(modelPortfolios.riskLevel, portfolios.riskLevel), eq(modelPortfolios.shariah, portfolios.shariah)),
    )
    .where(and(eq(portfolios.clientId, clientId), lt(portfolios.createdAt, endOfMalaysiaDay(end))))
    .orderBy(asc(portfolios.createdAt), asc(portfolios.id));
}

/**
 * The snapshots a statement's returns need: from the last one before `from` (the opening) through `to`, per
 * portfolio, by date.
 */
export async function snapshotsForPeriod(
  db: Db,
  portfolioIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, ReturnSnapshot[]>> {
  const result = new Map<number, ReturnSnapshot[]>(portfolioIds.map((id) => [id, []]));
  if (portfolioIds.length === 0) return result;
  const v = portfolioValuations;
  const opening = sql`(select max(p.valuation_date) from portfolio_valuations p where p.portfolio_id = ${v.portfolioId} and p.valuation_date < ${from})`;
  const rows = await db
    .select({
      portfolioId: v.portfolioId,
      date: v.valuationDate,
      valueSen: v.valueSen,
      netFlowSen: v.netFlowSen,
      growthIndex: v.growthIndex,
    })
    .from(v)
    .where(
      and(
        inArray(v.portfolioId, [...portfolioIds]),
        lte(v.valuationDate, to),
        sql`${v.valuationDate} >= coalesce(${opening}, ${from})`,
      ),
    )
    .orderBy(asc(v.portfolioId), asc(v.valuationDate));
  for (const row of rows) {
    result.get(row.portfolioId)!.push({
      date: row.date,
      valueSen: row.valueSen,
      netFlowSen: row.netFlowSen,
      growthIndex: row.growthIndex,
    });
  }
  return result;
}

export interface LedgerHoldingRow {
  portfolioId: number;
  /** 'MYR' for cash, else an ETF ticker. */
  asset: string;
  /** Sen for cash, millionths for units. */
  balance: bigint;
}

/**
 * Cash and units per portfolio at the end of `date`: the client accounts' postings of journals whose business day
 * (`effective_date`) is on or before it. Client accounts have the CREDIT normal side, hence the minus.
 */
export async function ledgerHoldingsAsOf(
  db: Db,
  portfolioIds: readonly number[],
  date: string,
): Promise<LedgerHoldingRow[]> {
  if (portfolioIds.length === 0) return [];
  const rows = await db
    .select({
      portfolioId: ledgerAccounts.portfolioId,
      asset: ledgerAccounts.asset,
      balance: sql<string>`(-sum(${ledgerPostings.amount}))::text`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .where(
      and(
        inArray(ledgerAccounts.portfolioId, [...portfolioIds]),
        inArray(ledgerAccounts.kind, ['CLIENT_CASH', 'CLIENT_UNITS']),
        lte(ledgerJournals.effectiveDate, date),
      ),
    )
    .groupBy(ledgerAccounts.portfolioId, ledgerAccounts.asset);
  return rows
    .map((r) => ({ portfolioId: r.portfolioId!, asset: r.asset, balance: BigInt(r.balance) }))
    .filter((r) => r.asset === CASH_ASSET || r.balance !== 0n);
}

export async function etfDetails(db: Db, tickers: readonly string[]) {
  if (tickers.length === 0) return new Map<string, { name: string; currency: string; assetClass: string }>();
  const rows = await db
    .select({ ticker: etfs.ticker, name: etfs.name, currency: etfs.currency, assetClass: etfs.assetClass })
    .from(etfs)
    .where(inArray(etfs.ticker, [...tickers]));
  return new Map(rows.map((r) => [r.ticker, { name: r.name, currency: r.currency, assetClass: r.assetClass }]));
}

// ----- the statement index -----

export type StatementRow = typeof clientStatements.$inferSelect;

export async function findStatement(
  db: Db,
  clientId: number,
  kind: StatementKind,
  periodStart: string,
  language: Language,
) {
  const [row] = await db
    .select()
    .from(clientStatements)
    .where(
      and(
        eq(clientStatements.clientId, clientId),
        eq(clientStatements.kind, kind),
        eq(clientStatements.periodStart, periodStart),
        eq(clientStatements.language, language),
      ),
    );
  return row;
}

/** When the client's first portfolio was opened (their first statement's period holds it); null with none. */
export async function firstPortfolioOpenedAt(db: Db, clientId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${portfolios.createdAt})` })
    .from(portfolios)
    .where(eq(portfolios.clientId, clientId));
  return row?.at ? new Date(row.at) : null;
}

export async function findStatementByGuid(db: Db, guid: string) {
  const [row] = await db.select().from(clientStatements).where(eq(clientStatements.guid, guid));
  return row;
}

/** Newest period first, each period's languages together. */
export async function listStatements(db: Db, clientId: number) {
  return db
    .select()
    .from(clientStatements)
    .where(eq(clientStatements.clientId, clientId))
    .orderBy(desc(clientStatements.periodStart), asc(clientStatements.kind), asc(clientStatements.language));
}

/**
 * Records a stored statement; when another producer recorded the same client, kind, period and language first, answers
 * theirs (and `inserted: false`, so the caller removes the file it stored).
 */
export async function insertStatement(
  db: Db,
  row: typeof clientStatements.$inferInsert,
): Promise<{ row: StatementRow; inserted: boolean }> {
  const [inserted] = await db.insert(clientStatements).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, inserted: true };
  const language = row.language as Language;
  const theirs = await findStatement(db, row.clientId, row.kind as StatementKind, row.periodStart, language);
  return { row: theirs!, inserted: false };
}

/**
 * One page of the clients who need a statement for a period ending on `end`: a portfolio opened by then and no
 * statement of that kind and period yet in any language (the job makes it in the client's own). Keyset on the client id, so the job can resume anywhere.
 */
export async function clientsDueForStatement(
  db: Db,
  kind: StatementKind,
  start: string,
  end: string,
  afterClientId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clientId: portfolios.clientId })
    .from(portfolios)
    .where(
      and(
        gt(portfolios.clientId, afterClientId),
        lt(portfolios.createdAt, endOfMalaysiaDay(end)),
        sql`not exists (select 1 from client_statements s where s.client_id = ${portfolios.clientId} and s.kind = ${kind} and s.period_start = ${start})`,
      ),
    )
    .orderBy(asc(portfolios.clientId))
    .limit(limit);
  return rows.map((r) => r.clientId);
}
