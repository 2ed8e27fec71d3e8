import { formatAmount } from '@harta/contracts/format';
import { and, eq, ne, sql } from 'drizzle-orm';
import { parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import { FOREIGN_ASSET_LIMIT_PARAMETER } from '@harta/contracts/schemas/payments';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { etfs, modelPortfolioAllocations } from '../../db/schema/portfolio';
import { clientFinancialInfo } from '../../db/schema/registration';
import { hasApprovalCovering } from '../bnm-documents/bnm-documents.repository';
import { malaysiaDate } from '../trading/trade-calendar';
import { findSystemParameter } from '../reference-data/reference-data.repository';
import { ForeignAssetLimitError } from './payment-errors';
import { foreignSenSince } from './payment-orders.repository';

/**
 * Issue #11 item 6, GUIDE section 7: a resident with domestic ringgit borrowing may put at most the yearly limit
 * (system parameter BNM.FOREIGN_ASSET_LIMIT_MYR, default RM 1,000,000) into foreign-currency assets per calendar
 * year (Malaysia time), unless the client holds the central bank's approval. What counts is the foreign-currency
 * share of each deposit: the weight of the portfolio's model that is in non-ringgit ETFs (rounded up to the sen).
 * Deposits count from the moment they are ordered until they fail, so two deposits at once cannot both use the
 * last of the limit: the check runs under the client row's lock (GUIDE section 11, read-check-write is a race).
 */

const DEFAULT_LIMIT_MYR = '1000000';
const BPS = 10_000n;

/** 1 January 00:00 of `now`'s year in Malaysia (UTC+8), as an instant. */
export function malaysiaYearStart(now: Date): Date {
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return new Date(Date.UTC(year, 0, 1) - 8 * 3_600_000);
}

/**
 * Whether the client holds a central-bank approval covering `now`'s Malaysia date (approved by staff for a period,
 * both days included; docs/account.md "Central-bank approval documents"). Outside that period the limit binds.
 */
export async function hasApprovedBnmApproval(db: Pick<Db, 'select'>, clientId: number, now: Date): Promise<boolean> {
  return hasApprovalCovering(db, clientId, malaysiaDate(now));
}

/** Basis points of the risk level's model portfolio (its Shariah one with `shariah`) in foreign-currency ETFs. */
export async function foreignWeightBps(db: Pick<Db, 'select'>, riskLevel: number, shariah = false): Promise<bigint> {
  const [row] = await db
    .select({ bps: sql<string>`coalesce(sum(${modelPortfolioAllocations.weightBps}), 0)::text` })
    .from(modelPortfolioAllocations)
    .innerJoin(etfs, eq(etfs.ticker, modelPortfolioAllocations.ticker))
    .where(
      and(
        eq(modelPortfolioAllocations.riskLevel, riskLevel),
        eq(modelPortfolioAllocations.shariah, shariah),
        ne(etfs.currency, 'MYR'),
      ),
    );
  return BigInt(row?.bps ?? '0');
}

export async function yearlyLimitSen(db: Pick<Db, 'select'>): Promise<bigint> {
  const row = await findSystemParameter(
    db as Db,
    FOREIGN_ASSET_LIMIT_PARAMETER.category,
    FOREIGN_ASSET_LIMIT_PARAMETER.key,
  );
  return (
    parseMinorUnits(row?.value.trim() ?? DEFAULT_LIMIT_MYR, SEN_SCALE) ?? parseMinorUnits(DEFAULT_LIMIT_MYR, SEN_SCALE)!
  );
}

const ringgit = (sen: bigint) => formatAmount(sen);

/**
 * Locks the client row, then answers the foreign-currency share of this deposit, or throws
 * ForeignAssetLimitError when it would take the year's total past the limit. Call inside the transaction that
 * records the order, so the reservation and the check commit together.
 */
export async function reserveForeignAssetLimit(
  tx: Db,
  input: { clientId: number; riskLevel: number; shariah?: boolean; amountSen: bigint; now: Date },
): Promise<bigint> {
  // NO KEY UPDATE, not UPDATE: other flows insert rows referencing the client (their foreign-key check takes KEY
  // SHARE) while holding a portfolio lock; FOR UPDATE here deadlocked a deposit against a transfer.
  await tx
    .select({ id: clients.clientId })
    .from(clients)
    .where(eq(clients.clientId, input.clientId))
    .for('no key update');
  const foreignSen = (input.amountSen * (await foreignWeightBps(tx, input.riskLevel, input.shariah)) + BPS - 1n) / BPS;
  if (foreignSen === 0n) return 0n;

  const [financial] = await tx
    .select({ borrowing: clientFinancialInfo.hasDomesticRinggitBorrowing })
    .from(clientFinancialInfo)
    .where(eq(clientFinancialInfo.clientId, input.clientId));
  if (!financial?.borrowing || (await hasApprovedBnmApproval(tx, input.clientId, input.now))) return foreignSen;

  const limit = await yearlyLimitSen(tx);
  const used = await foreignSenSince(tx, input.clientId, malaysiaYearStart(input.now));
  if (used + foreignSen > limit) {
    const remainingSen = limit > used ? limit - used : 0n;
    throw new ForeignAssetLimitError(ringgit(limit), ringgit(remainingSen), { requestedSen: foreignSen, remainingSen });
  }
  return foreignSen;
}
