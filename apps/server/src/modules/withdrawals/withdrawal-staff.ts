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
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotent-request';
import type { Mailer } from '../mail/mail-service';
import { buildPayoutFile, parsePayoutResult, type LineProblem } from './payout-file';
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

/**
 * The back office's side of withdrawals: the list, marking a payout paid or failed one at a time or from the bank's
 * result file, and the day's bulk-payment file. Every action is audited with the staff user's id; the money steps
 * are in withdrawal-transitions.ts.
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

  /** One payout marked paid or failed by hand: the row must be PROCESSING (409 otherwise). */
  async function settleOne(
    request: FastifyRequest,
    guid: string,
    outcome: { kind: 'PAID'; reference: string | null } | { kind: 'FAILED'; reason: string },
  ): Promise<IdempotentAnswer<{ result: StaffWithdrawal }>> {
    const staffId = requireUser(request).sub;
    let mailing: Mailing | undefined;
    const answer = await runIdempotent(db, request, async (tx) => {
      const found = await findWithdrawalDetail(tx, guid);
      if (!found) throw new NotFoundError();
      const current = (await lockWithdrawal(tx, found.withdrawal.id))!;
      if (current.status !== 'PROCESSING') {
        throw new ConflictError(formatMessage('withdrawal.notProcessing', { status: current.status }));
      }
      const who = { actor: staffId, requestId: request.id };
      const row =
        outcome.kind === 'PAID'
          ? await markPaid(tx, current, outcome.reference, now(), who)
          : await markFailed(tx, current, outcome.reason, null, now(), who);
      const detail = { ...found, withdrawal: row };
      mailing = { to: addressee(detail), view: toWithdrawalView(detail) };
      return { statusCode: 200, body: { result: toStaffWithdrawalView(detail) } };
    });
    if (!answer.replayed && mailing) await sendMails([mailing]);
    return answer;
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

    markPaid: (request: FastifyRequest, guid: string, reference: string | null) =>
      settleOne(request, guid, { kind: 'PAID', reference }),

    markFailed: (request: FastifyRequest, guid: string, reason: string) =>
      settleOne(request, guid, { kind: 'FAILED', reason }),

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
     * Applies the bank's result file, all lines or none: each line's withdrawal must exist and be PROCESSING, or
     * already be in the line's state (then it is left as it is: importing the same file twice changes nothing).
     */
    async importResult(request: FastifyRequest, text: string): Promise<IdempotentAnswer<{ result: PayoutResult }>> {
      const parsed = parsePayoutResult(text);
      if (!parsed.ok) throw fileProblems(parsed.problems);
      const staffId = requireUser(request).sub;
      const mailings: Mailing[] = [];
      const answer = await runIdempotent(db, request, async (tx) => {
        const problems: LineProblem[] = [];
        const outcomes: PayoutResult['lines'] = [];
        const who = { actor: staffId, requestId: request.id };
        for (const line of parsed.lines) {
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
            problems.push({
              line: line.line,
              message: `withdrawal ${current.guid} is ${current.status}, not PROCESSING`,
            });
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
        return { statusCode: 200, body: { result } };
      });
      if (!answer.replayed) await sendMails(mailings);
      return answer;
    },
  };
}

function fileProblems(problems: LineProblem[]): AppError {
  return new ValidationError(
    problems.map((p) => ({ path: `line ${p.line}`, message: p.message })),
    messagesEn['withdrawal.payoutFileInvalid'],
  );
}

export type WithdrawalStaff = ReturnType<typeof createWithdrawalStaff>;
