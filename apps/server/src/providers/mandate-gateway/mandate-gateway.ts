import type { MandateAuthorisationForm } from '@harta/contracts/schemas/recurring-deposits';

/**
 * The direct-debit bank as the product sees it (docs/goals.md "Recurring deposits"), on the FPX Direct Debit /
 * DuitNow AutoDebit model: the client authorises a mandate once at their bank, then each collection is a debit
 * the bank answers later. The sandbox (sandbox/sandbox-mandate-gateway.ts) implements it in-process; a deployer
 * replaces it with an adapter for their acquirer. Whatever the implementation, the product relies on these rules:
 * - `authorisationForm` is signed with the merchant's key and posted by the browser in the full window;
 * - every answer of the bank reaches the server as signed fields (server to server), asynchronously, possibly
 *   duplicated or out of order; `readMessage` verifies the bank's checksum over the exact fields and throws
 *   {@link MandateSignatureError} otherwise (the product then checks the answer against its own records);
 * - a debit is named by (debitId, attempt): submitting the same one twice debits once;
 * - nothing here writes to the database of the product.
 */
export interface MandateRequest {
  /** The merchant's reference of the mandate (unique, at most 40 characters). */
  reference: string;
  /** Reference data BANK code of the client's bank. */
  bankCode: string;
  /** Maximum per debit, sen. */
  maxAmountSen: bigint;
  frequency: 'monthly' | 'weekly';
  /** The first collection date and the mandate's last valid day ('YYYY-MM-DD'). */
  startDate: string;
  expiresOn: string;
  payerName: string;
  payerEmail: string;
  /** The page the bank sends the browser back to once the client has decided. */
  returnUrl: string;
  /** The language of the bank's pages. */
  language: 'en' | 'ms';
}

/** The bank's answer about a mandate: authorised (with the maximum it granted), refused, or cancelled at the bank. */
export interface MandateAnswer {
  type: 'mandate';
  reference: string;
  status: 'approved' | 'rejected' | 'cancelled';
  maxAmountSen: bigint;
  expiresOn: string;
  bankTime: Date;
  fields: Record<string, string>;
}

export type DebitRefusal = 'insufficientFunds' | 'mandateCancelled' | 'aboveLimit' | 'bankError';

/** The bank's answer about one debit. */
export interface DebitAnswer {
  type: 'debit';
  debitId: string;
  attempt: number;
  reference: string;
  amountSen: bigint;
  status: 'collected' | 'refused';
  /** Null when collected. */
  refusal: DebitRefusal | null;
  bankTxnId: string;
  bankTime: Date;
  fields: Record<string, string>;
}

export type BankMessage = MandateAnswer | DebitAnswer;

export interface DebitInstruction {
  /** The collection's public id; with `attempt`, what the bank deduplicates on. */
  debitId: string;
  attempt: number;
  reference: string;
  amountSen: bigint;
  /** The collection date ('YYYY-MM-DD'). */
  scheduledFor: string;
}

export interface MandateGateway {
  readonly name: string;
  /** True for the sandbox: its pages are marked "Sandbox". */
  readonly sandbox: boolean;
  /** The signed form the browser posts to the bank's authorisation page. */
  authorisationForm(request: MandateRequest): MandateAuthorisationForm;
  /** Verifies and reads one of the bank's messages. Throws MandateSignatureError for a forged or incomplete one. */
  readMessage(fields: Record<string, string>): BankMessage;
  /** Hands debits to the bank (a bulk file, for a real one); each is answered later by a signed message. */
  submitDebits(debits: readonly DebitInstruction[]): Promise<void>;
  /** Tells the bank the merchant cancels the mandate (no answer is expected). */
  cancelMandate(reference: string): Promise<void>;
}

/** A bank message whose checksum does not verify, or whose signed fields are incomplete or malformed. */
export class MandateSignatureError extends Error {
  constructor(message = 'mandate bank message checksum does not verify') {
    super(message);
    this.name = 'MandateSignatureError';
  }
}
