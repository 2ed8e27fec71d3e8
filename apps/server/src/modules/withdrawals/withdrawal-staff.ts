import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import type {
  PayoutResult,
  StaffWithdrawal,
  StaffWithdrawalListQuery,
  Withdrawal,
  WithdrawalStatus,
} from '@harta/contracts/schemas/withdrawals';
import type { Db } from '../../db/connection';
import { requireUser } from '../../plugins/auth/caller';
import type { AppError } from '../../plugins/errors/app-error';
import { ConflictError, NotFoundError, ValidationError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import type { AppliedAction } from '../approvals/approval-actions';
import type { Mailer } from '../mail/mail-service';
import { buildPayoutFile, parsePayoutResult, type LineProblem, type PayoutResultLine } from './payout-file';
import { markFailed, markPaid } from './withdrawal-transitions';
import { withdrawalMail, type Addressee } from './withdrawal-mail';
import { toStaffWithdrawalView, toWithdrawalView } from './withdrawal-view';
import {
  findWithdrawalDetail,
  listPayoutsForDate,
  listWithdrawalsForStaff,
  lockWithdrawal,
  type WithdrawalDetail,
} from './withdrawals.repository';

export interface WithdrawalStaffDeps {
  db: Db;
  mailer: Mailer | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
}

type Mailing = { to: Addressee; view: Withdrawal };
type Who = { actor: string; requestId: string };
type SettleOutcome = { kind: 'PAID'; reference: string | null } | { kind: 'FAILED'; reason: string };

/**
 * The back office's side of withdrawals: the list, marking a payout paid or failed one at a time or from the bank's
 * result file, and the day's bulk-payment file. Every action is audited with the staff user's id; the money steps
 * are in withdrawal-transitions.ts. Marking paid or failed and the result import take effect through four eyes
 * (withdrawal-approvals.ts, docs/backoffice.md "Four eyes"): here they run on the approval's transaction.
 */
export function createWithdrawalStaff(deps: WithdrawalStaffDeps) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function sendMails(mailings: Mailing[]) {
    if (!deps.mailer) return;
    for (const m of mailings) {
      try {
        await deps.mailer.send(withdrawalMail(m.to, m.view));
      } catch (err) {
        log.error({ err, withdrawal: m.view.id }, 'withdrawal: e-mail could not be queued');
      }
    }
  }

  const addressee = (d: WithdrawalDetail): Addressee => d;

  /**
   * One payout marked paid or failed by hand, on the caller's transaction (the four-eyes approval's): the row must
   * be PROCESSING (409 otherwise).
   */
  async function settleOne(tx: Db, guid: string, outcome: SettleOutcome, who: Who): Promise<AppliedAction> {
    const found = await findWithdrawalDetail(tx, guid);
    if (!found) throw new NotFoundError();
    const current = (await lockWithdrawal(tx, found.withdrawal.id))!;
    if (current.status !== 'PROCESSING') {
      throw new ConflictError(formatMessage('withdrawal.notProcessing', { status: current.status }));
    }
    const row =
      outcome.kind === 'PAID'
        ? await markPaid(tx, current, outcome.reference, now(), who)
        : await markFailed(tx, current, outcome.reason, null, now(), who);
    const detail = { ...found, withdrawal: row };
    const mailing = { to: addressee(detail), view: toWithdrawalView(detail) };
    return { result: toStaffWithdrawalView(detail), afterCommit: () => sendMails([mailing]) };
  }

  /**
   * Applies the bank's result file, all lines or none: each line's withdrawal must exist and be PROCESSING, or
   * already be in the line's state (then it is left as it is: importing the same file twice changes nothing).
   */
  async function applyResult(tx: Db, lines: PayoutResultLine[], who: Who): Promise<AppliedAction> {
    const mailings: Mailing[] = [];
    const problems: LineProblem[] = [];
    const outcomes: PayoutResult['lines'] = [];
    for (const line of lines) {
      const found = await findWithdrawalDetail(tx, line.withdrawalId);
      if (!found) {
        problems.push({ line: line.line, message: `no withdrawal has the reference ${line.withdrawalId}` });
        continue;
      }
      const current = (await lockWithdrawal(tx, found.withdrawal.id))!;
      if (current.status === line.status) {
        outcomes.push({ line: line.line, withdrawalId: current.guid, outcome: 'UNCHANGED' });
        continue;
      }
      if (current.status !== 'PROCESSING') {
        problems.push({ line: line.line, message: `withdrawal ${current.guid} is ${current.status}, not PROCESSING` });
        continue;
      }
      const row =
        line.status === 'PAID'
          ? await markPaid(tx, current, line.bankReference, now(), who)
          : await markFailed(tx, current, line.reason!, line.bankReference, now(), who);
      const detail = { ...found, withdrawal: row };
      mailings.push({ to: addressee(detail), view: toWithdrawalView(detail) });
      outcomes.push({ line: line.line, withdrawalId: current.guid, outcome: line.status });
    }
    // Any problem rolls the whole file back (nothing was applied).
    if (problems.length > 0) throw fileProblems(problems);
    const count = (o: string) => outcomes.filter((x) => x.outcome === o).length;
    const result = { paid: count('PAID'), failed: count('FAILED'), unchanged: count('UNCHANGED'), lines: outcomes };
    await writeAudit(tx, {
      ...who,
      action: 'withdrawal.payoutImport',
      subjectType: 'payout_file',
      subjectId: new Date().toISOString().slice(0, 10),
      details: { paid: result.paid, failed: result.failed, unchanged: result.unchanged },
    });
    return { result, afterCommit: () => sendMails(mailings) };
  }

  return {
    async list(query: Required<Pick<StaffWithdrawalListQuery, 'page' | 'pageSize'>> & StaffWithdrawalListQuery) {
      const page = Number(query.page);
      const pageSize = Number(query.pageSize);
      const { rows, total } = await listWithdrawalsForStaff(db, {
        status: query.status as WithdrawalStatus | undefined,
        tradeDate: query.tradeDate,
        page,
        pageSize,
      });
      return { items: rows.map(toStaffWithdrawalView), total, page, pageSize };
    },

    /** A payout about to be marked paid or failed, as its maker sees it (404 unknown, 409 not PROCESSING). */
    async describeSettlement(guid: string): Promise<StaffWithdrawal> {
      const found = await findWithdrawalDetail(db, guid);
      if (!found) throw new NotFoundError();
      if (found.withdrawal.status !== 'PROCESSING') {
        throw new ConflictError(formatMessage('withdrawal.notProcessing', { status: found.withdrawal.status }));
      }
      return toStaffWithdrawalView(found);
    },

    settleOne,

    /** The day's payouts (PROCESSING, units sold on `date`) as the bank's bulk-payment CSV; the export is audited. */
    async exportPayouts(request: FastifyRequest, date: string): Promise<{ csv: string; count: number }> {
      const payouts = await listPayoutsForDate(db, date);
      const totalSen = payouts.reduce((sum, p) => sum + p.withdrawal.amountSen!, 0n);
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'withdrawal.payoutExport',
        subjectType: 'payout_file',
        subjectId: date,
        details: {
          count: payouts.length,
          totalSen: totalSen.toString(),
          withdrawals: payouts.map((p) => p.withdrawal.guid),
        },
        requestId: request.id,
      });
      return { csv: buildPayoutFile(payouts, date), count: payouts.length };
    },

    /**
     * Reads the bank's result file and checks it the way approving it would apply it, then rolls that back: a
     * file with problems answers 400 to its maker at once instead of failing at approval.
     */
    async checkResult(text: string, who: Who): Promise<{ lines: PayoutResultLine[]; result: PayoutResult }> {
      const parsed = parsePayoutResult(text);
      if (!parsed.ok) throw fileProblems(parsed.problems);
      let result: PayoutResult | undefined;
      try {
        await db.transaction(async (tx) => {
          result = (await applyResult(tx as unknown as Db, parsed.lines, who)).result as PayoutResult;
          throw new DryRun();
        });
      } catch (error) {
        if (!(error instanceof DryRun)) throw error;
      }
      return { lines: parsed.lines, result: result! };
    },

    applyResult,
  };
}

/** Ends the dry run of a result file (its transaction rolls back). */
class DryRun extends Error {}

function fileProblems(problems: LineProblem[]): AppError {
  return new ValidationError(
    problems.map((p) => ({ path: `line ${p.line}`, message: p.message })),
    messagesEn['withdrawal.payoutFileInvalid'],
  );
}

export type WithdrawalStaff = ReturnType<typeof createWithdrawalStaff>;
