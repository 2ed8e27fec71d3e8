import { formatAmount } from '@harta/contracts/format';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isActiveStatus } from '@harta/contracts/client-status';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from '@harta/contracts/schemas/registration-contact';
import {
  formatSen,
  parseRinggitToSen,
  WITHDRAWAL_MIN_SEN,
  type Withdrawal,
  type WithdrawalOptions,
} from '@harta/contracts/schemas/withdrawals';
import type { Db } from '../../db/connection';
import type { ClientRow } from '../clients/client.repository';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../plugins/errors/app-error';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { writeAudit } from '../audit/audit-log';
import { hasStoredAnswer, runIdempotent, type IdempotentAnswer } from '../idempotency/idempotent-request';
import type { Mailer } from '../mail/mail-service';
import { findOwnPortfolio, listClientPortfolios, type PortfolioRow } from '../portfolios/portfolio.repository';
import { valuePortfolio, valuePortfolios } from '../portfolios/portfolio-valuation';
import { pendingTransfersOut } from '../transfers/request-transfer';
import { recordTransaction, updateTransactions } from '../transactions/transaction-log';
import { findVerifiedBankAccount, findVerifiedMobile, maskAccountNumber, type BankAccount } from './payout-account';
import { maskMobile, otpSubject, withdrawalOtpSms } from './withdrawal-otp';
import {
  checkOneTimeCode,
  consumeOneTimeCode,
  issueOneTimeCodes,
  OtpErrorCode,
  revokeIssuedCodes,
} from '../otp/one-time-codes';
import { withdrawalMail } from './withdrawal-mail';
import { withdrawalSource } from './withdrawal-source';
import { toWithdrawalView } from './withdrawal-view';
import {
  findOwnWithdrawal,
  insertWithdrawal,
  listOwnWithdrawals,
  lockWithdrawal,
  moveWithdrawal,
  pendingWithdrawals,
} from './withdrawals.repository';

export interface WithdrawalRequestsDeps {
  db: Db;
  sms: SmsProvider;
  mailer: Mailer | undefined;
  log: FastifyBaseLogger;
  /** The trade date a request made at `now` is sold at (the trading part's calendar and cut-off). */
  nextTradeDate(now: Date): Promise<string>;
  now?: () => Date;
}

/** What the client asks for, parsed: the portfolio's public id and the amount in sen or ALL. */
export interface WithdrawalAsk {
  portfolioId: string;
  amount: bigint | 'ALL';
}

export function toAsk(body: {
  portfolioId: string;
  withdrawAll?: boolean;
  amount?: string | undefined;
}): WithdrawalAsk {
  if (body.withdrawAll) return { portfolioId: body.portfolioId, amount: 'ALL' };
  // The schema has checked the format already.
  return { portfolioId: body.portfolioId, amount: parseRinggitToSen(body.amount ?? '')! };
}

/** Withdrawals move money: only an approved (active) client asks for one (REJECT/CLOSE/SUSPEND never get here). */
function assertActive(client: ClientRow): void {
  if (!isActiveStatus(client.status)) throw new ForbiddenError(messagesEn['withdrawal.notActive']);
}

/**
 * The available amount of a portfolio: its value (cash plus units at the latest close) less the withdrawals and
 * transfers out still waiting for their trade date; nothing while a "withdraw all" or "transfer all" waits. Call it on a transaction that holds the
 * portfolio's row lock when the answer is used to reserve.
 */
export async function availableFor(db: Db, portfolioId: number) {
  const valuation = await valuePortfolio(db, portfolioId);
  const pending = await pendingWithdrawals(db, portfolioId);
  const availableSen = leftToClaim(valuation.totalSen, pending, await pendingTransfersOut(db, portfolioId));
  return { valuation, pending, availableSen };
}

/**
 * What the requested withdrawals of a portfolio claim of its value, for the transfer check (the composition root
 * hands it to transfers as their `pendingClaims`): a pending "withdraw all" claims everything.
 */
export async function claimedByWithdrawals(db: Db, portfolioId: number): Promise<bigint> {
  const pending = await pendingWithdrawals(db, portfolioId);
  return pending.withdrawAll ? (await valuePortfolio(db, portfolioId)).totalSen : pending.sumSen;
}

/**
 * What is left of a portfolio's value once the requests still waiting for their trade date are counted: its
 * requested withdrawals and its requested transfers out (both flows lock the portfolio row before they reserve,
 * so neither can promise what the other already did). A pending "everything" leaves nothing.
 */
function leftToClaim(
  totalSen: bigint,
  pending: { sumSen: bigint; withdrawAll: boolean },
  transfersOut: bigint | 'ALL',
): bigint {
  if (pending.withdrawAll || transfersOut === 'ALL') return 0n;
  const left = totalSen - pending.sumSen - transfersOut;
  return left < 0n ? 0n : left;
}

/** Refuses an ask the portfolio cannot cover (409, with the amount that is available). */
function assertCovered(ask: WithdrawalAsk, availableSen: bigint): void {
  if (availableSen <= 0n) throw new ConflictError(messagesEn['withdrawal.nothingAvailable']);
  if (ask.amount !== 'ALL' && ask.amount > availableSen) {
    throw new ConflictError(formatMessage('withdrawal.exceedsAvailable', { available: formatAmount(availableSen) }));
  }
}

/**
 * The reservation itself, on the caller's transaction: lock the portfolio row (two requests of one portfolio
 * queue here), compute what is available (value less requested withdrawals), refuse what it cannot cover, insert
 * the withdrawal with a copy of the payout account, its client_transactions row (PENDING) and an audit entry.
 */
export async function reserveWithdrawal(
  tx: Db,
  args: { client: ClientRow; ask: WithdrawalAsk; tradeDate: string; actor: string; requestId?: string },
) {
  const { client, ask } = args;
  const locked = await findOwnPortfolio(tx, client.clientId, ask.portfolioId, { forUpdate: true });
  if (!locked) throw new NotFoundError();
  const account = await findVerifiedBankAccount(tx, client.clientId);
  if (!account) throw new ConflictError(messagesEn['withdrawal.noBankAccount']);
  const { availableSen } = await availableFor(tx, locked.id);
  assertCovered(ask, availableSen);

  const row = await insertWithdrawal(tx, {
    clientId: client.clientId,
    portfolioId: locked.id,
    withdrawAll: ask.amount === 'ALL',
    requestedSen: ask.amount === 'ALL' ? null : ask.amount,
    tradeDate: args.tradeDate,
    bankCode: account.bankCode,
    bankAccountNumber: account.accountNumber,
    bankAccountHolderName: account.holderName,
  });
  await recordTransaction(tx, {
    ...withdrawalSource(row.guid),
    clientId: client.clientId,
    portfolioId: locked.id,
    type: 'WITHDRAWAL',
    status: 'PENDING',
    amountSen: row.requestedSen,
    description: { kind: 'PAYOUT', bank: account.bankName, account: maskAccountNumber(account.accountNumber) },
    details: { withdrawAll: row.withdrawAll, tradeDate: row.tradeDate },
  });
  await writeAudit(tx, {
    actor: args.actor,
    action: 'withdrawal.request',
    subjectType: 'withdrawal',
    subjectId: row.guid,
    details: { clientId: client.clientId, portfolio: locked.guid, amount: ask.amount.toString() },
    requestId: args.requestId,
  });
  return { row, locked, account };
}

export function createWithdrawalRequests(deps: WithdrawalRequestsDeps) {
  const { db, sms, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function sendMail(client: Pick<ClientRow, 'emailAddress' | 'givenName' | 'language'>, view: Withdrawal) {
    if (!deps.mailer) return;
    try {
      await deps.mailer.send(withdrawalMail(client, view));
    } catch (err) {
      // The state change is committed; the client also sees it in the app. Never fail the request for a mail.
      log.error({ err, withdrawal: view.id }, 'withdrawal: e-mail could not be queued');
    }
  }

  async function ownPortfolio(client: ClientRow, guid: string): Promise<PortfolioRow> {
    const portfolio = await findOwnPortfolio(db, client.clientId, guid);
    if (!portfolio) throw new NotFoundError();
    return portfolio;
  }

  async function requireAccount(clientId: number): Promise<BankAccount> {
    const account = await findVerifiedBankAccount(db, clientId);
    if (!account) throw new ConflictError(messagesEn['withdrawal.noBankAccount']);
    return account;
  }

  /**
   * The code's id, or null for a duplicate of a request that has just succeeded with it: the duplicate finds the
   * code used, and gets the first request's stored answer (runIdempotent replays it) instead of an error.
   */
  async function checkCode(
    request: FastifyRequest,
    owner: { clientId: number; purpose: 'withdrawal'; subject: string },
    otp: string,
  ): Promise<number | null> {
    try {
      return (await checkOneTimeCode(db, owner, otp, now())).id;
    } catch (err) {
      if (err instanceof AppError && err.code === OtpErrorCode.Expired && (await hasStoredAnswer(db, request))) {
        return null;
      }
      throw err;
    }
  }

  return {
    /** The form's facts: payout account, masked mobile, each portfolio's available amount, next trade date. */
    async options(client: ClientRow): Promise<WithdrawalOptions> {
      assertActive(client);
      const [account, mobile, portfolios] = await Promise.all([
        findVerifiedBankAccount(db, client.clientId),
        findVerifiedMobile(db, client.clientId),
        listClientPortfolios(db, client.clientId),
      ]);
      const values = await valuePortfolios(
        db,
        portfolios.map((p) => p.id),
      );
      const rows = [];
      for (const p of portfolios) {
        const valuation = values.get(p.id)!;
        const pending = await pendingWithdrawals(db, p.id);
        const transfersOut = await pendingTransfersOut(db, p.id);
        const available = leftToClaim(valuation.totalSen, pending, transfersOut);
        rows.push({
          id: p.guid,
          goalName: p.goalName,
          value: formatSen(valuation.totalSen),
          pending: formatSen(pending.sumSen),
          // Each deduction is shown beside the available amount (docs/money.md "Withdrawal", step 1).
          pendingTransfers: formatSen(transfersOut === 'ALL' ? 0n : transfersOut),
          transferAllPending: transfersOut === 'ALL',
          available: formatSen(available),
          withdrawAllPending: pending.withdrawAll,
          priceDate: valuation.priceDate,
        });
      }
      return {
        account: account ? { ...account, accountNumber: maskAccountNumber(account.accountNumber) } : null,
        mobileNumber: mobile ? maskMobile(mobile) : null,
        minimumAmount: formatSen(WITHDRAWAL_MIN_SEN),
        nextTradeDate: await deps.nextTradeDate(now()),
        portfolios: rows,
      };
    },

    /**
     * Checks the ask as the request will (ownership, account, available amount) so the client hears of a problem
     * before waiting for a code, then sends the code bound to this ask.
     */
    async sendOtp(client: ClientRow, ask: WithdrawalAsk) {
      assertActive(client);
      const portfolio = await ownPortfolio(client, ask.portfolioId);
      await requireAccount(client.clientId);
      const mobile = await findVerifiedMobile(db, client.clientId);
      if (!mobile) throw new ConflictError(messagesEn['withdrawal.noMobile']);
      const { availableSen } = await availableFor(db, portfolio.id);
      assertCovered(ask, availableSen);
      const owner = {
        clientId: client.clientId,
        purpose: 'withdrawal' as const,
        subject: otpSubject(portfolio.guid, ask.amount),
        channel: 'sms' as const,
      };
      const sentAt = now();
      const issued = await issueOneTimeCodes(db, [owner], sentAt);
      try {
        await sms.send(mobile, withdrawalOtpSms(issued[0]!.code, ask.amount, portfolio.goalName, client.language));
      } catch {
        // Not delivered: not counted against the day, and the client may ask again at once.
        await revokeIssuedCodes(db, [owner], issued, sentAt);
        throw new AppError(502, OtpErrorCode.DeliveryFailed, messagesEn['alert.default']);
      }
      return {
        message: formatMessage('withdrawal.otpSent', { mobile: maskMobile(mobile) }),
        mobileNumber: maskMobile(mobile),
        expiresInSeconds: OTP_TTL_SECONDS,
        resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
      };
    },

    /**
     * POST /api/withdrawals. Order matters:
     * 1. the portfolio must be the caller's (404 otherwise, whatever the code);
     * 2. the code is checked and a wrong one counted, committed on its own (a retry with the same Idempotency-Key
     *    after success skips this, as does a duplicate that finds the code used by its twin's success: the stored
     *    answer is what it gets; a right code costs no attempt, so a concurrent duplicate burns nothing);
     * 3. one transaction: use the code, lock the portfolio, compute what is available (value less pending), refuse
     *    what it cannot cover, insert the withdrawal and its client_transactions row, store the answer.
     * Two requests at the same moment queue on the portfolio's lock: the second sees the first's reservation.
     */
    async create(
      request: FastifyRequest,
      client: ClientRow,
      ask: WithdrawalAsk,
      otp: string,
      alreadyAnswered: boolean,
    ): Promise<IdempotentAnswer<{ result: Withdrawal }>> {
      assertActive(client);
      const portfolio = await ownPortfolio(client, ask.portfolioId);
      const owner = {
        clientId: client.clientId,
        purpose: 'withdrawal' as const,
        subject: otpSubject(portfolio.guid, ask.amount),
      };
      const otpId = alreadyAnswered ? null : await checkCode(request, owner, otp);
      // Read before the transaction: the embedded engine serves one caller at a time.
      const tradeDate = await deps.nextTradeDate(now());

      const answer = await runIdempotent(db, request, async (tx) => {
        if (otpId === null) throw new AppError(400, OtpErrorCode.Expired, messagesEn['otp.expired']);
        await consumeOneTimeCode(tx, otpId, now());
        const { row, locked, account } = await reserveWithdrawal(tx, {
          client,
          ask,
          tradeDate,
          actor: request.user!.sub,
          requestId: request.id,
        });
        const view = toWithdrawalView({
          withdrawal: row,
          portfolioGuid: locked.guid,
          goalName: locked.goalName,
          bankName: account.bankName,
          clientName: client.givenName,
          emailAddress: client.emailAddress,
          givenName: client.givenName,
          language: client.language,
        });
        return { statusCode: 201, body: { result: view } };
      });
      if (!answer.replayed) await sendMail(client, answer.body.result);
      return answer;
    },

    /** Cancel while requested (nothing was sold or reserved yet); cancelling a cancelled one answers it again. */
    async cancel(request: FastifyRequest, client: ClientRow, guid: string): Promise<Withdrawal> {
      const found = await findOwnWithdrawal(db, client.clientId, guid);
      if (!found) throw new NotFoundError();
      const outcome = await db.transaction(async (tx) => {
        const current = await lockWithdrawal(tx, found.withdrawal.id);
        if (current?.status === 'CANCELLED') return { row: current, changed: false };
        if (current?.status !== 'REQUESTED') throw new ConflictError(messagesEn['withdrawal.notCancellable']);
        const row = await moveWithdrawal(tx, current.id, 'REQUESTED', { status: 'CANCELLED', cancelledAt: now() });
        await updateTransactions(
          tx,
          { ...withdrawalSource(current.guid), type: 'WITHDRAWAL' },
          { status: 'CANCELLED' },
        );
        await writeAudit(tx, {
          actor: request.user!.sub,
          action: 'withdrawal.cancel',
          subjectType: 'withdrawal',
          subjectId: current.guid,
          details: { clientId: client.clientId },
          requestId: request.id,
        });
        return { row: row!, changed: true };
      });
      const view = toWithdrawalView({ ...found, withdrawal: outcome.row });
      if (outcome.changed) await sendMail(client, view);
      return view;
    },

    async list(client: ClientRow): Promise<Withdrawal[]> {
      return (await listOwnWithdrawals(db, client.clientId)).map(toWithdrawalView);
    },
  };
}

export type WithdrawalRequests = ReturnType<typeof createWithdrawalRequests>;
