import { alias } from 'drizzle-orm/pg-core';
import { desc, eq } from 'drizzle-orm';
import { formatSen } from '@harta/contracts/money';
import type { Transfer, TransferStatus } from '@harta/contracts/schemas/transfers';
import type { Db } from '../../db/connection';
import { portfolios } from '../../db/schema/portfolios';
import { transfers } from '../../db/schema/trading';

const source = alias(portfolios, 'source');
const target = alias(portfolios, 'target');

/** How many of a client's transfers `GET /api/transfers` lists (newest first; the full history is in transactions). */
const LIST_LIMIT = 50;

type Reader = Pick<Db, 'select'>;

function selectTransfers(db: Reader) {
  return db
    .select({
      guid: transfers.guid,
      fromGuid: source.guid,
      fromGoalName: source.goalName,
      toGuid: target.guid,
      toGoalName: target.goalName,
      requestedSen: transfers.requestedSen,
      transferAll: transfers.transferAll,
      status: transfers.status,
      tradeDate: transfers.tradeDate,
      movedSen: transfers.movedSen,
      executedDate: transfers.executedDate,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .innerJoin(source, eq(source.id, transfers.fromPortfolioId))
    .innerJoin(target, eq(target.id, transfers.toPortfolioId));
}

type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['execute']>>[number];

function toDto(row: TransferRow): Transfer {
  return {
    transferId: row.guid,
    fromPortfolioId: row.fromGuid,
    fromGoalName: row.fromGoalName,
    toPortfolioId: row.toGuid,
    toGoalName: row.toGoalName,
    amount: row.requestedSen === null ? null : formatSen(row.requestedSen),
    transferAll: row.transferAll,
    status: row.status as TransferStatus,
    tradeDate: row.tradeDate,
    movedAmount: row.movedSen === null ? null : formatSen(row.movedSen),
    executedDate: row.executedDate,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findTransferDto(db: Reader, transferId: number): Promise<Transfer> {
  const [row] = await selectTransfers(db).where(eq(transfers.id, transferId));
  return toDto(row!);
}

export async function listClientTransfers(db: Reader, clientId: number): Promise<Transfer[]> {
  const rows = await selectTransfers(db)
    .where(eq(transfers.clientId, clientId))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(LIST_LIMIT);
  return rows.map(toDto);
}
