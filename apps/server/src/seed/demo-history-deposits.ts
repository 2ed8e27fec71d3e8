import { formatSen } from '@harta/contracts/money';
import { fpxSandboxTransactions } from '../db/schema/payments';
import { SANDBOX_SELLER_EX_ID } from '../providers/payment-gateway/sandbox/sandbox-gateway';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { paymentOrders } from '../db/schema/payments';
import { clientFinancialInfo } from '../db/schema/registration';
import { postJournals } from '../modules/ledger/post-journals';
import { settleJournalKey } from '../modules/payments/apply-acknowledgement';
import { newOrderId } from '../modules/payments/create-deposit';
import { findValue } from '../modules/reference-data/reference-data.repository';
import { recordTransactions } from '../modules/transactions/transaction-log';
import { formatFpxTime } from '../providers/payment-gateway/fpx-messages';

/**
 * The demo history's deposits as a real client's are (docs/money.md "Deposit through the FPX-style gateway"): an
 * online-banking payment order from the client's own bank, approved by the bank (00) that morning, its settle
 * journal (`deposit:<order>:settle`: D GATEWAY_CLEARING, C CLIENT_CASH) dated on the day, and the DEPOSIT row the
 * client reads, with the gateway's reference. So Online payments, Transactions, the statements and the
 * reconciliation report tell the same story. Written a statement per table for all of a date's deposits (the
 * history has 122 of them), as `applyAcknowledgements` writes a batch.
 */

export interface HistoryDeposit {
  portfolioId: number;
  amountSen: bigint;
}

export interface DepositPayer {
  clientId: number;
  /** The client's bank (financial information), with its name as the deposit page shows it. */
  bank: { code: string; name: string };
}

/** The bank the client pays from: the one its financial information names (Maybank when none is recorded). */
export async function depositPayer(db: Db, clientId: number): Promise<DepositPayer> {
  const [info] = await db
    .select({ bankCode: clientFinancialInfo.bankCode })
    .from(clientFinancialInfo)
    .where(eq(clientFinancialInfo.clientId, clientId));
  const code = info?.bankCode ?? 'MBB';
  const bank = await findValue(db, 'BANK', code);
  return { clientId, bank: { code, name: bank?.name ?? code } };
}

/** The exchange's transaction id as the FPX sandbox makes them: its time (YYMMDDHHmmss) and eight digits. */
function gatewayReference(paidAt: Date, serial: number): string {
  return `${formatFpxTime(paidAt).slice(2)}${String(serial).padStart(8, '0')}`;
}

/**
 * Pays and settles the date's deposits: paid at `paidAt` (before the date's cut-off, so the date's trade run
 * invests them), in the caller's transaction. `serial` numbers the references (unique across the history).
 */
export async function settleHistoryDeposits(
  tx: Db,
  payer: DepositPayer,
  deposits: readonly HistoryDeposit[],
  { date, paidAt, serial }: { date: string; paidAt: Date; serial: number },
): Promise<void> {
  const sellerTxnTime = formatFpxTime(paidAt);
  const orders = deposits.map((d, i) => {
    const orderId = newOrderId();
    const reference = gatewayReference(paidAt, serial + i);
    return { ...d, orderId, reference };
  });
  await tx.insert(paymentOrders).values(
    orders.map((o) => ({
      orderId: o.orderId,
      clientId: payer.clientId,
      portfolioId: o.portfolioId,
      amountSen: o.amountSen,
      bankCode: payer.bank.code,
      state: 'SUCCESS',
      statusCode: '00',
      gatewayTxnId: o.reference,
      sellerTxnTime,
      settledBy: 'direct',
      createdAt: paidAt,
      updatedAt: paidAt,
      finalAt: paidAt,
    })),
  );
  // The sandbox exchange's own record of each payment, as a real payment leaves one there: the reconciliation
  // compares the orders with the exchange's report (modules/payments/reconciliation.ts).
  await tx.insert(fpxSandboxTransactions).values(
    orders.map((o) => ({
      fpxTxnId: o.reference,
      sellerExId: SANDBOX_SELLER_EX_ID,
      sellerOrderNo: o.orderId,
      request: { fpx_sellerOrderNo: o.orderId, fpx_txnAmount: formatSen(o.amountSen) },
      buyerBankId: payer.bank.code,
      statusCode: '00',
      createdAt: paidAt,
      decidedAt: paidAt,
    })),
  );
  await postJournals(
    tx,
    orders.map((o) => ({
      idempotencyKey: settleJournalKey(o.orderId),
      kind: 'DEPOSIT',
      memo: `FPX ${o.reference}`,
      effectiveDate: date,
      postedAt: paidAt,
      postings: [
        { account: { kind: 'GATEWAY_CLEARING' }, amount: o.amountSen },
        { account: { kind: 'CLIENT_CASH', portfolioId: o.portfolioId }, amount: -o.amountSen },
      ],
    })),
  );
  await recordTransactions(
    tx,
    orders.map((o) => ({
      clientId: payer.clientId,
      portfolioId: o.portfolioId,
      type: 'DEPOSIT',
      status: 'COMPLETED',
      amountSen: o.amountSen,
      sourceType: 'payment_order',
      sourceId: o.orderId,
      description: { kind: 'ONLINE_BANKING', bank: payer.bank.name },
      details: { orderId: o.orderId, bank: payer.bank.code, reference: o.reference, statusCode: '00' },
    })),
  );
}
