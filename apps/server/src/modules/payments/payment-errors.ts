import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { AppError } from '../../plugins/errors/app-error';

/** Stable codes of the deposit flow's refusals (beside the contract's common ones). */
export const PaymentErrorCode = {
  /** DRAFT or PENDING: the account is not approved yet (403). */
  AccountNotActive: 'ACCOUNT_NOT_ACTIVE',
  /** The BNM yearly foreign-currency asset limit would be passed (422); the web shows the limit notice. */
  ForeignAssetLimit: 'FOREIGN_ASSET_LIMIT',
  /** The chosen bank is offline at the gateway now (422). */
  BankOffline: 'BANK_OFFLINE',
  /** A gateway message that does not verify, or does not match its order (400). */
  GatewayMessageRefused: 'GATEWAY_MESSAGE_REFUSED',
} as const;

export class AccountNotActiveError extends AppError {
  constructor() {
    super(403, PaymentErrorCode.AccountNotActive, messagesEn['payments.accountNotActive']);
  }
}

export class ForeignAssetLimitError extends AppError {
  /** The figures in sen, so the refusal can be recorded for the limit notice (foreign-limit-refusals.ts). */
  constructor(
    limit: string,
    remaining: string,
    readonly refusal: { requestedSen: bigint; remainingSen: bigint },
  ) {
    super(422, PaymentErrorCode.ForeignAssetLimit, formatMessage('payments.foreignLimit', { limit, remaining }));
  }
}

export class BankOfflineError extends AppError {
  constructor() {
    super(422, PaymentErrorCode.BankOffline, messagesEn['payments.bankOffline']);
  }
}

/** The AC's checksum, time window, amount or order did not hold: nothing changed. */
export class GatewayMessageRefusedError extends AppError {
  constructor(
    readonly reason: 'signature' | 'stale' | 'mismatch' | 'unknown-order',
    message: string,
  ) {
    super(400, PaymentErrorCode.GatewayMessageRefused, message);
  }
}
