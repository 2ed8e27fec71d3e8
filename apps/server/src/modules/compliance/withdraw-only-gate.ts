import { messagesEn } from '@harta/contracts/messages';
import { NoticeErrorCode } from '@harta/contracts/schemas/notices';
import type { Db } from '../../db/connection';
import { AppError } from '../../plugins/errors/app-error';
import { findClosureFlag } from './closure-flags.repository';

/** 403: staff flagged the client for closure (PEP / restricted country); only withdrawals remain open. */
export class WithdrawOnlyError extends AppError {
  constructor() {
    super(403, NoticeErrorCode.WithdrawOnly, messagesEn['notices.withdrawOnly']);
  }
}

/**
 * The one check every way of putting money in or moving it calls (deposits, transfers, new portfolios): a client
 * flagged for closure may only take money out. Call it inside the flow's transaction, so a flag set meanwhile
 * is seen.
 */
export async function assertMayAddMoney(db: Pick<Db, 'select'>, clientId: number): Promise<void> {
  if (await isFlaggedForClosure(db, clientId)) throw new WithdrawOnlyError();
}

/** For screens that offer the actions (e.g. the portfolio list's `canAdd`), so the app hides what would be refused. */
export async function isFlaggedForClosure(db: Pick<Db, 'select'>, clientId: number): Promise<boolean> {
  return (await findClosureFlag(db, clientId)) !== undefined;
}
