import { formatAmount } from '@harta/contracts/format';
import { and, eq, sql } from 'drizzle-orm';
import { isActiveStatus } from '@harta/contracts/client-status';
import { ErrorCode } from '@harta/contracts/errors';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { CreateTransferRequest, Transfer } from '@harta/contracts/schemas/transfers';
import type { Db } from '../../db/connection';
import { transfers } from '../../db/schema/trading';
import { AppError, ForbiddenError, NotFoundError } from '../../plugins/errors/app-error';
import type { ClientRow } from '../clients/client.repository';
import { findOwnPortfolio } from '../portfolios/portfolio.repository';
import { MissingPriceError, valuePortfolio } from '../portfolios/portfolio-valuation';
import { recordTransaction } from '../transactions/transaction-log';
import { findTransferDto } from './transfer-dto';
import { assertMayAddMoney } from '../compliance/withdraw-only-gate';

/**
 * Other claims on a portfolio's value that are not yet executed (pending withdrawals): the composition root wires
 * the withdrawals module's count here so neither flow can promise the same ringgit twice.
 */
export type PendingClaims = (db: Db, portfolioId: number) => Promise<bigint>;

export interface RequestTransferOptions {
  pendingClaims?: PendingClaims;
  /** The trade date the transfer executes at (trade-calendar-settings.ts `tradeDateOfRequest`, read by the caller). */
  tradeDate: string;
}

/**
 * A client asks to move value from one of their portfolios to another (docs/money.md "Transfer"). In the caller's
 * (idempotent request's) transaction:
 * - both portfolios must be the caller's own (anyone else's guid is 404, as if it did not exist);
 * - the client must be active (a DRAFT or PENDING client has nothing to move; REJECT/CLOSE/SUSPEND never reach
 *   here: the route's auth refuses them);
 * - the source row is locked, so two requests against it are checked one after the other, and the amount must
 *   not exceed what is available: the portfolio's value less its pending transfers out and other pending claims;
 * - the transfer row and the client's two PENDING rows (TRANSFER_OUT, TRANSFER_IN) are written together.
 * Nothing moves now: the trade run of the trade date sells in the source and buys in the target.
 */
export async function requestTransfer(
  tx: Db,
  client: ClientRow,
  body: CreateTransferRequest,
  options: RequestTransferOptions,
): Promise<Transfer> {
  if (!isActiveStatus(client.status)) throw new ForbiddenError(messagesEn['transfers.notActive']);
  await assertMayAddMoney(tx, client.clientId);
  const from = await findOwnPortfolio(tx, client.clientId, body.fromPortfolioId, { forUpdate: true });
  const to = await findOwnPortfolio(tx, client.clientId, body.toPortfolioId);
  if (!from || !to) throw new NotFoundError();

  const available = await availableToTransfer(tx, from.id, options.pendingClaims);
  const requestedSen = body.transferAll ? null : parseMinorUnits(body.amount!, SEN_SCALE)!;
  if (available <= 0n) throw insufficient(messagesEn['transfers.nothingAvailable']);
  if (requestedSen !== null && requestedSen > available) {
    throw insufficient(formatMessage('transfers.exceedsAvailable', { available: formatAmount(available) }));
  }

  const [row] = await tx
    .insert(transfers)
    .values({
      clientId: client.clientId,
      fromPortfolioId: from.id,
      toPortfolioId: to.id,
      requestedSen,
      transferAll: requestedSen === null,
      tradeDate: options.tradeDate,
    })
    .returning({ id: transfers.id, guid: transfers.guid });
  for (const [portfolio, other, type] of [
    [from, to, 'TRANSFER_OUT'],
    [to, from, 'TRANSFER_IN'],
  ] as const) {
    await recordTransaction(tx, {
      clientId: client.clientId,
      portfolioId: portfolio.id,
      type,
      status: 'PENDING',
      amountSen: requestedSen,
      sourceType: 'transfer',
      sourceId: row!.guid,
      description: { kind: type === 'TRANSFER_OUT' ? 'TRANSFER_TO' : 'TRANSFER_FROM', goal: other.goalName },
      details: { transferId: row!.guid, otherPortfolioId: other.guid, transferAll: requestedSen === null },
    });
  }
  return findTransferDto(tx, row!.id);
}

/**
 * The source's value now (cash plus units at the latest closes) less what is already promised: requested
 * transfers out (a pending "transfer everything" promises it all) and other pending claims.
 */
export async function availableToTransfer(db: Db, portfolioId: number, pendingClaims?: PendingClaims): Promise<bigint> {
  let total: bigint;
  try {
    total = (await valuePortfolio(db, portfolioId)).totalSen;
  } catch (error) {
    if (error instanceof MissingPriceError) {
      throw new AppError(503, ErrorCode.Unavailable, messagesEn['transfers.pricesUnavailable'], {
        headers: { 'retry-after': '60' },
      });
    }
    throw error;
  }
  const pending = await pendingTransfersOut(db, portfolioId);
  if (pending === 'ALL') return 0n;
  return total - pending - ((await pendingClaims?.(db, portfolioId)) ?? 0n);
}

/** Requested (not yet executed) transfers out of the portfolio: their sum in sen, or 'ALL'. */
export async function pendingTransfersOut(db: Pick<Db, 'select'>, portfolioId: number): Promise<bigint | 'ALL'> {
  const [row] = await db
    .select({
      sum: sql<string>`coalesce(sum(${transfers.requestedSen}), 0)::text`,
      all: sql<boolean>`coalesce(bool_or(${transfers.transferAll}), false)`,
    })
    .from(transfers)
    .where(and(eq(transfers.fromPortfolioId, portfolioId), eq(transfers.status, 'REQUESTED')));
  return row?.all ? 'ALL' : BigInt(row?.sum ?? '0');
}

function insufficient(message: string): AppError {
  return new AppError(422, ErrorCode.InsufficientBalance, message);
}
