import { randomInt } from 'node:crypto';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { Db } from '../../../db/connection';
import { fpxSandboxTransactions } from '../../../db/schema/payments';
import {
  ACKNOWLEDGEMENT_FIELDS,
  BANK_ENQUIRY_FIELDS,
  BANK_LIST_FIELDS,
  FPX_MSG_TOKEN,
  formatFpxTime,
  parseFpxTime,
  pickFields,
  REQUEST_FIELDS,
  signFields,
  verifyFields,
  type FpxFields,
} from '../fpx-messages';
import type { FpxTransport } from '../fpx-gateway';
import type { MessageSigner, MessageVerifier } from '../message-signer';
import type { GatewayReportLine } from '../payment-gateway';
import type { CallbackDispatcher } from './callback-dispatcher';

/**
 * The sandbox FPX exchange: the other party of a deposit, simulated in this process with its own table
 * (fpx_sandbox_transactions). It checks the merchant's AR like FPX does, lets the buyer pick a bank, log in and
 * approve, decline or time out (sandbox-pages.ts), sends the signed AC through the callback dispatcher (delay,
 * duplicates, reordering, loss) and answers enquiries (AE) and the bank list (BE).
 */
export type SandboxTransaction = typeof fpxSandboxTransactions.$inferSelect;

export interface SandboxBank {
  code: string;
  name: string;
  online: boolean;
}

export interface SandboxExchangeOptions {
  db: Db;
  sellerExId: string;
  merchantVerifier: MessageVerifier;
  exchangeSigner: MessageSigner;
  /** The banks FPX lists (reference data BANK) … */
  listBanks: () => Promise<{ code: string; name: string }[]>;
  /** … and those of them that are offline now (FPX_SANDBOX_OFFLINE_BANKS). */
  offlineBanks: readonly string[];
  dispatcher: CallbackDispatcher;
  /** An undecided transaction older than this is timed out (1M) when enquired about. */
  sessionTimeoutMs?: number;
  /** An AR whose seller time is older than this is refused (a stale form resubmitted). */
  requestMaxAgeMs?: number;
  now?: () => Date;
}

export type IntakeResult = { ok: true; transaction: SandboxTransaction } | { ok: false; code: string; reason: string };

export const DECISIONS = {
  approve: '00',
  /** Buyer chose cancel at the confirmation page. */
  decline: '1K',
  insufficientFunds: '51',
  limitExceeded: '48',
  /** Internet banking session timeout. */
  timeout: '1M',
} as const;
export type Decision = keyof typeof DECISIONS;

const AMOUNT = /^\d{1,12}\.\d{2}$/;

export function createSandboxExchange(options: SandboxExchangeOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const sessionTimeoutMs = options.sessionTimeoutMs ?? 15 * 60_000;
  const requestMaxAgeMs = options.requestMaxAgeMs ?? 60 * 60_000;
  const offline = new Set(options.offlineBanks);

  async function banks(): Promise<SandboxBank[]> {
    return (await options.listBanks()).map((b) => ({ ...b, online: !offline.has(b.code) }));
  }

  async function findByOrder(orderNo: string): Promise<SandboxTransaction | undefined> {
    const [row] = await db
      .select()
      .from(fpxSandboxTransactions)
      .where(
        and(
          eq(fpxSandboxTransactions.sellerExId, options.sellerExId),
          eq(fpxSandboxTransactions.sellerOrderNo, orderNo),
        ),
      );
    return row;
  }

  /** The signed AC of a transaction, as it stands (or as a pending one, for the stale copy). */
  function acknowledgement(txn: SandboxTransaction, code: string, at: Date): FpxFields {
    const request = txn.request as FpxFields;
    return signFields(
      {
        fpx_buyerBankBranch: '',
        fpx_buyerBankId: txn.buyerBankId ?? '',
        fpx_buyerIban: '',
        fpx_buyerId: '',
        fpx_buyerName: request.fpx_buyerName ?? '',
        fpx_creditAuthCode: code,
        fpx_creditAuthNo: code === '00' ? (txn.debitAuthNo ?? '') : '',
        fpx_debitAuthCode: code,
        fpx_debitAuthNo: code === '00' ? (txn.debitAuthNo ?? '') : '',
        fpx_fpxTxnId: txn.fpxTxnId,
        fpx_fpxTxnTime: formatFpxTime(at),
        fpx_makerName: '',
        fpx_msgToken: FPX_MSG_TOKEN,
        fpx_msgType: 'AC',
        fpx_sellerExId: txn.sellerExId,
        fpx_sellerExOrderNo: request.fpx_sellerExOrderNo ?? txn.sellerOrderNo,
        fpx_sellerId: request.fpx_sellerId ?? '',
        fpx_sellerOrderNo: txn.sellerOrderNo,
        fpx_sellerTxnTime: request.fpx_sellerTxnTime ?? '',
        fpx_txnAmount: request.fpx_txnAmount ?? '',
        fpx_txnCurrency: request.fpx_txnCurrency ?? 'MYR',
      },
      ACKNOWLEDGEMENT_FIELDS,
      options.exchangeSigner,
    );
  }

  /** Records the outcome once (a second decision changes nothing) and sends the AC. */
  async function decide(orderNo: string, code: string): Promise<SandboxTransaction | undefined> {
    const debitAuthNo = code === '00' ? String(randomInt(100_000, 1_000_000)) : null;
    const [decided] = await db
      .update(fpxSandboxTransactions)
      .set({ statusCode: code, debitAuthNo, decidedAt: now() })
      .where(
        and(
          eq(fpxSandboxTransactions.sellerExId, options.sellerExId),
          eq(fpxSandboxTransactions.sellerOrderNo, orderNo),
          isNull(fpxSandboxTransactions.statusCode),
        ),
      )
      .returning();
    if (!decided) return findByOrder(orderNo);
    const stale = acknowledgement(decided, '09', decided.createdAt);
    options.dispatcher.dispatch(acknowledgement(decided, code, decided.decidedAt ?? now()), stale);
    return decided;
  }

  const transport: FpxTransport = {
    async bankEnquiry(request) {
      const be = pickFields(request, BANK_ENQUIRY_FIELDS);
      if (
        !verifyFields(be, BANK_ENQUIRY_FIELDS, options.merchantVerifier) ||
        be.fpx_sellerExId !== options.sellerExId
      ) {
        throw new Error('sandbox exchange: BE checksum does not verify');
      }
      const list = (await banks()).map((b) => `${b.code}~${b.online ? 'A' : 'B'}`).join(',');
      return signFields(
        { fpx_bankList: list, fpx_msgToken: FPX_MSG_TOKEN, fpx_msgType: 'BC', fpx_sellerExId: options.sellerExId },
        BANK_LIST_FIELDS,
        options.exchangeSigner,
      );
    },

    async acknowledgementEnquiry(request) {
      const ae = pickFields(request, REQUEST_FIELDS);
      if (!verifyFields(ae, REQUEST_FIELDS, options.merchantVerifier) || ae.fpx_msgType !== 'AE') {
        throw new Error('sandbox exchange: AE checksum does not verify');
      }
      let txn = await findByOrder(ae.fpx_sellerOrderNo!);
      if (!txn) return null;
      // The buyer walked away at the bank: the bank's session ends and FPX reports the timeout.
      if (txn.statusCode === null && now().getTime() - txn.createdAt.getTime() > sessionTimeoutMs) {
        txn = (await decide(txn.sellerOrderNo, DECISIONS.timeout)) ?? txn;
      }
      return acknowledgement(txn, txn.statusCode ?? '09', txn.decidedAt ?? now());
    },

    async report(from: Date, to: Date): Promise<GatewayReportLine[]> {
      const rows = await db
        .select()
        .from(fpxSandboxTransactions)
        .where(
          and(
            eq(fpxSandboxTransactions.sellerExId, options.sellerExId),
            gte(fpxSandboxTransactions.createdAt, from),
            lt(fpxSandboxTransactions.createdAt, to),
          ),
        );
      return rows.map((row) => ({
        orderId: row.sellerOrderNo,
        gatewayTxnId: row.fpxTxnId,
        amountSen: parseMinorUnits((row.request as FpxFields).fpx_txnAmount ?? '0.00', SEN_SCALE) ?? 0n,
        statusCode: row.statusCode,
      }));
    },
  };

  return {
    transport,
    banks,
    findByOrder,
    decide,

    /** The AR the browser posted: checked as FPX checks it, then recorded (once per seller order). */
    async receiveAuthorisationRequest(input: unknown): Promise<IntakeResult> {
      const ar = pickFields(input, REQUEST_FIELDS);
      if (!verifyFields(ar, REQUEST_FIELDS, options.merchantVerifier)) {
        return { ok: false, code: '98', reason: 'The request checksum does not verify (MAC error).' };
      }
      if (ar.fpx_msgType !== 'AR' || ar.fpx_msgToken !== FPX_MSG_TOKEN) {
        return { ok: false, code: '84', reason: 'Invalid transaction type.' };
      }
      if (ar.fpx_sellerExId !== options.sellerExId)
        return { ok: false, code: '46', reason: 'Invalid seller exchange.' };
      if (ar.fpx_txnCurrency !== 'MYR') return { ok: false, code: '47', reason: 'Invalid currency.' };
      if (!AMOUNT.test(ar.fpx_txnAmount!)) return { ok: false, code: '13', reason: 'Invalid amount.' };
      const sellerTime = parseFpxTime(ar.fpx_sellerTxnTime!);
      if (!sellerTime || now().getTime() - sellerTime.getTime() > requestMaxAgeMs) {
        return {
          ok: false,
          code: '2X',
          reason: 'The payment request has expired. Please start again from the merchant.',
        };
      }
      const bankList = await banks();
      const bank = bankList.find((b) => b.code === ar.fpx_buyerBankId);
      const fpxTxnId = `${formatFpxTime(now()).slice(2)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const [inserted] = await db
        .insert(fpxSandboxTransactions)
        .values({
          fpxTxnId,
          sellerExId: ar.fpx_sellerExId!,
          sellerOrderNo: ar.fpx_sellerOrderNo!,
          request: ar,
          // An offline or unknown bank is not chosen: the buyer picks one on the exchange's page.
          buyerBankId: bank?.online ? bank.code : null,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { ok: true, transaction: inserted };
      const existing = (await findByOrder(ar.fpx_sellerOrderNo!))!;
      // The same form posted again (the back button): carry on while undecided; a decided order is a duplicate.
      if (existing.statusCode === null && (existing.request as FpxFields).fpx_checkSum === ar.fpx_checkSum) {
        return { ok: true, transaction: existing };
      }
      return { ok: false, code: '45', reason: 'Duplicate seller order number.' };
    },

    /** The buyer picks an online bank on the exchange's page (only while none is chosen and undecided). */
    async chooseBank(orderNo: string, bankCode: string): Promise<boolean> {
      const bank = (await banks()).find((b) => b.code === bankCode);
      if (!bank?.online) return false;
      const [row] = await db
        .update(fpxSandboxTransactions)
        .set({ buyerBankId: bank.code })
        .where(
          and(
            eq(fpxSandboxTransactions.sellerExId, options.sellerExId),
            eq(fpxSandboxTransactions.sellerOrderNo, orderNo),
            isNull(fpxSandboxTransactions.statusCode),
          ),
        )
        .returning();
      return !!row;
    },
  };
}

export type SandboxExchange = ReturnType<typeof createSandboxExchange>;
