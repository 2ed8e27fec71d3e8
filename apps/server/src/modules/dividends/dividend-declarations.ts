import { formatSen } from '@harta/contracts/schemas/withdrawals';
import type { DeclareDividendRequest, DividendDeclaration } from '@harta/contracts/schemas/dividends';
import { messagesEn } from '@harta/contracts/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { dividendDeclarations, dividendPayments } from '../../db/schema/dividends';
import { etfs } from '../../db/schema/portfolio';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, ForbiddenError, ValidationError } from '../../plugins/errors/app-error';
import type { ApplyingMember, ActionDraft } from '../approvals/approval-actions';
import { writeAudit } from '../audit/audit-log';
import { isShariahAdviser } from '../shariah/shariah-adviser';

/**
 * Declaring a fund's distribution (docs/money.md "Dividends"): a staff member enters it, a second one approves it
 * (four eyes), and the trade run of the first trade date on or after its pay date pays it (dividend-payment.ts).
 */

/** The fund's currency, or a 400 naming the field when there is no such fund. */
async function fundCurrency(db: Db, ticker: string): Promise<string> {
  const [fund] = await db.select({ currency: etfs.currency }).from(etfs).where(eq(etfs.ticker, ticker));
  if (!fund)
    throw new ValidationError(
      [{ path: 'ticker', message: 'dividends.unknownFund' }],
      messagesEn['dividends.unknownFund'],
    );
  return fund.currency;
}

async function assertNew(db: Db, ticker: string, exDate: string): Promise<void> {
  const [found] = await db
    .select({ id: dividendDeclarations.id })
    .from(dividendDeclarations)
    .where(and(eq(dividendDeclarations.ticker, ticker), eq(dividendDeclarations.exDate, exDate)));
  if (found) throw new ConflictError(messagesEn['dividends.exists']);
}

/** The four-eyes request for a declaration, checked as it will be applied. */
export async function declarationDraft(db: Db, input: DeclareDividendRequest, makerId: string): Promise<ActionDraft> {
  const currency = await fundCurrency(db, input.ticker);
  await assertNew(db, input.ticker, input.exDate);
  const tax = input.withholdingRate === '0' ? '' : `, ${input.withholdingRate} withheld`;
  const purification = input.purificationRatio === '0' ? '' : `, purification ratio ${input.purificationRatio}`;
  return {
    kind: 'dividend.declare',
    subjectType: 'dividend',
    subjectId: `${input.ticker}:${input.exDate}`,
    change: { ...input, currency, declaredBy: makerId },
    summary:
      `Declare a ${input.ticker} dividend of ${currency} ${input.perUnit} a unit, ex-date ${input.exDate}, ` +
      `paid ${input.payDate}${tax}${purification}`,
  };
}

export interface NewDeclaration extends DeclareDividendRequest {
  currency: string;
  declaredBy: string | null;
}

/** Writes a declaration (the approval's transaction, or the demo seed). Answers its id. */
export async function insertDeclaration(db: Db, input: NewDeclaration, approvedBy: string | null): Promise<number> {
  try {
    const [row] = await db
      .insert(dividendDeclarations)
      .values({
        ticker: input.ticker,
        exDate: input.exDate,
        payDate: input.payDate,
        perUnit: input.perUnit,
        currency: input.currency,
        withholdingRate: input.withholdingRate,
        purificationRatio: input.purificationRatio,
        declaredBy: input.declaredBy,
        approvedBy,
      })
      .returning({ id: dividendDeclarations.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'dividend_declarations_ticker_ex_date_idx'))
      throw new ConflictError(messagesEn['dividends.exists']);
    throw error;
  }
}

/**
 * A declaration with a purification ratio is approved by a Shariah adviser (docs/shariah.md "What the adviser
 * approves"); one without is an operations matter. Both may decide the kind; this tells them apart per request.
 */
export async function checkDeclarationDecider(db: Db, change: Record<string, unknown>, memberId: string) {
  const ratio = (change as unknown as NewDeclaration).purificationRatio;
  if (ratio !== undefined && Number(ratio) > 0 && !(await isShariahAdviser(db, memberId))) {
    throw new ForbiddenError(messagesEn['shariah.ratioAdviserRequired']);
  }
}

/** Applies an approved declaration: the row, and the audit entry under the approver. */
export async function applyDeclaration(db: Db, change: Record<string, unknown>, who: ApplyingMember) {
  const input = change as unknown as NewDeclaration;
  await fundCurrency(db, input.ticker);
  const id = await insertDeclaration(db, input, who.actor);
  await writeAudit(db, {
    actor: who.actor,
    action: 'dividend.declare',
    subjectType: 'dividend',
    subjectId: String(id),
    details: { ...input, approvalRequest: who.requestId },
    requestId: who.requestId,
  });
  return { result: (await listDeclarations(db, id))[0] ?? null };
}

/** Declarations, newest ex-date first (or one), with what was paid of each. */
export async function listDeclarations(db: Db, onlyId?: number): Promise<DividendDeclaration[]> {
  const d = dividendDeclarations;
  const found = await db
    .select({
      id: d.id,
      ticker: d.ticker,
      exDate: d.exDate,
      payDate: d.payDate,
      perUnit: d.perUnit,
      currency: d.currency,
      withholdingRate: d.withholdingRate,
      purificationRatio: d.purificationRatio,
      status: d.status,
      fxRate: d.fxRate,
      paidTradeDate: d.paidTradeDate,
      gross: sql<string>`coalesce(sum(${dividendPayments.grossSen}), 0)::text`,
      tax: sql<string>`coalesce(sum(${dividendPayments.taxSen}), 0)::text`,
      purification: sql<string>`coalesce(sum(${dividendPayments.purificationSen}), 0)::text`,
      portfolios: sql<number>`count(${dividendPayments.portfolioId})::int`,
    })
    .from(d)
    .leftJoin(dividendPayments, eq(dividendPayments.declarationId, d.id))
    .where(onlyId === undefined ? undefined : eq(d.id, onlyId))
    .groupBy(d.id)
    .orderBy(desc(d.exDate), desc(d.id))
    .limit(500);
  return found.map((r) => ({
    id: r.id,
    ticker: r.ticker,
    exDate: r.exDate,
    payDate: r.payDate,
    perUnit: r.perUnit,
    currency: r.currency,
    withholdingRate: r.withholdingRate,
    purificationRatio: r.purificationRatio,
    status: r.status as 'DECLARED' | 'PAID',
    fxRate: r.fxRate,
    paidTradeDate: r.paidTradeDate,
    grossTotal: formatSen(BigInt(r.gross)),
    taxTotal: formatSen(BigInt(r.tax)),
    purificationTotal: formatSen(BigInt(r.purification)),
    portfolios: Number(r.portfolios),
  }));
}
