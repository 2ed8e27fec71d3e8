import { formatRinggit } from '@harta/contracts/format';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import type { ActionDraft } from '../approvals/approval-actions';
import type { Approvals } from '../approvals/approvals.service';
import type { PayoutResultLine } from './payout-file';
import type { WithdrawalStaff } from './withdrawal-staff';

/**
 * Payouts under four eyes (docs/backoffice.md "Four eyes", docs/money.md "Withdrawal"): marking a payout paid or
 * failed, and importing the bank's result file, are requests a second operations member approves; the approval
 * applies them on its own transaction through withdrawal-staff.ts.
 */
export function registerWithdrawalApprovals(approvals: Approvals, staff: WithdrawalStaff): void {
  approvals.appliers.register('payout.paid', {
    mode: 'transaction',
    apply: (tx: Db, change, who) =>
      staff.settleOne(
        tx,
        String(change.withdrawalId),
        { kind: 'PAID', reference: (change.reference as string) ?? null },
        who,
      ),
  });
  approvals.appliers.register('payout.failed', {
    mode: 'transaction',
    apply: (tx: Db, change, who) =>
      staff.settleOne(tx, String(change.withdrawalId), { kind: 'FAILED', reason: String(change.reason) }, who),
  });
  approvals.appliers.register('payout.import', {
    mode: 'transaction',
    apply: (tx: Db, change, who) => staff.applyResult(tx, change.lines as PayoutResultLine[], who),
  });
}

/** The request to mark one payout paid (with the bank's reference) or failed (with the reason). */
export async function settlementDraft(
  staff: WithdrawalStaff,
  withdrawalId: string,
  outcome: { kind: 'PAID'; reference: string | null } | { kind: 'FAILED'; reason: string },
): Promise<ActionDraft> {
  const payout = await staff.describeSettlement(withdrawalId);
  const amount = payout.amount ? `${formatRinggit(payout.amount)} ` : '';
  const who = `${amount}to ${payout.clientName} (client ${payout.clientId})`;
  const common = {
    before: { status: payout.status },
    clientId: payout.clientId,
    clientName: payout.clientName,
    amount: payout.amount,
  };
  if (outcome.kind === 'PAID') {
    return {
      kind: 'payout.paid',
      subjectType: 'withdrawal',
      subjectId: withdrawalId,
      change: { ...common, withdrawalId, reference: outcome.reference, after: { status: 'PAID' } },
      summary: `Mark payout ${who} paid${outcome.reference ? `, bank reference ${outcome.reference}` : ''}`,
    };
  }
  return {
    kind: 'payout.failed',
    subjectType: 'withdrawal',
    subjectId: withdrawalId,
    change: { ...common, withdrawalId, reason: outcome.reason, after: { status: 'FAILED' } },
    summary: `Mark payout ${who} failed (${outcome.reason}); the money goes back to the portfolio`,
  };
}

/** The request to import the bank's result file: its lines as checked, and what they will do. */
export async function importDraft(staff: WithdrawalStaff, text: string, who: { actor: string; requestId: string }) {
  const { lines, result } = await staff.checkResult(text, who);
  const draft: ActionDraft = {
    kind: 'payout.import',
    subjectType: 'payout_file',
    // The file's own fingerprint: the same file twice while pending is refused, another file of the day is not.
    subjectId: createHash('sha256').update(text).digest('hex').slice(0, 16),
    change: { lines, paid: result.paid, failed: result.failed, unchanged: result.unchanged },
    summary: `Import the bank's result file: ${result.paid} paid, ${result.failed} failed, ${result.unchanged} unchanged`,
  };
  return draft;
}
