import { formatSen, type StaffWithdrawal, type Withdrawal } from '@harta/contracts/schemas/withdrawals';
import type { WithdrawalStatus } from '@harta/contracts/schemas/withdrawals';
import { maskAccountNumber } from './payout-account';
import type { WithdrawalDetail } from './withdrawals.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The client's view of a withdrawal: amounts as decimal strings, the account number masked. */
export function toWithdrawalView(detail: WithdrawalDetail): Withdrawal {
  const w = detail.withdrawal;
  return {
    id: w.guid,
    portfolioId: detail.portfolioGuid,
    portfolioName: detail.goalName,
    status: w.status as WithdrawalStatus,
    withdrawAll: w.withdrawAll,
    requestedAmount: w.requestedSen === null ? null : formatSen(w.requestedSen),
    amount: w.amountSen === null ? null : formatSen(w.amountSen),
    tradeDate: w.tradeDate,
    account: {
      bankCode: w.bankCode,
      bankName: detail.bankName,
      accountNumber: maskAccountNumber(w.bankAccountNumber),
      holderName: w.bankAccountHolderName,
    },
    requestedAt: w.requestedAt.toISOString(),
    processingAt: iso(w.processingAt),
    paidAt: iso(w.paidAt),
    failedAt: iso(w.failedAt),
    cancelledAt: iso(w.cancelledAt),
    failureReason: w.failureReason,
    cancellable: w.status === 'REQUESTED',
    payoutReference: w.payoutReference,
  };
}

/** Staff see the client and the whole account number (they pay it). */
export function toStaffWithdrawalView(detail: WithdrawalDetail): StaffWithdrawal {
  const view = toWithdrawalView(detail);
  return {
    ...view,
    account: { ...view.account, accountNumber: detail.withdrawal.bankAccountNumber },
    clientId: detail.withdrawal.clientId,
    clientName: detail.clientName,
    emailAddress: detail.emailAddress,
  };
}
