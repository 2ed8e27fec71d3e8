import { formatSen } from '@harta/contracts/money';
import { randomBytes } from 'node:crypto';
import type { MessageSigner, MessageVerifier } from '../../payment-gateway/message-signer';
import type { CallbackDispatcher } from '../../payment-gateway/sandbox/callback-dispatcher';
import type { DebitInstruction, DebitRefusal } from '../mandate-gateway';
import { signFields, verifiedFields, type Fields } from '../mandate-messages';
import { parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';

/**
 * The sandbox direct-debit bank (docs/goals.md "Recurring deposits", "Sandbox rules"): another party, so it keeps
 * its own books (in memory: a sandbox restarts empty, and then treats a mandate it does not know as authorised
 * without a limit). What it does:
 * - authorisation: the client approves or rejects on its page; it grants at most {@link SANDBOX_BANK_LIMIT_SEN}
 *   per debit (a request above is granted that limit);
 * - cancellation at the bank: its page (or `cancelAtBank`) cancels a mandate and tells the merchant;
 * - debits, decided by the amount's sen as the payment sandbox decides by its pages:
 *   .51 → refused for insufficient funds on the first attempt, collected on the retry;
 *   .52 → refused for insufficient funds on every attempt;
 *   .53 → refused as if the mandate had been cancelled at the bank;
 *   .54 → refused, bank error;
 *   any other → collected, unless the mandate is cancelled here (mandateCancelled) or the amount is above the
 *   maximum granted (aboveLimit).
 * Every answer is signed with the bank's key and sent through the dispatcher (delay, duplicates, reordering and
 * loss as FPX_SANDBOX_CALLBACK_* configure); a debit submitted again under the same (debitId, attempt) is answered
 * again with the same outcome and reference, never debited twice.
 */
export const SANDBOX_BANK_LIMIT_SEN = 1_000_000n;

export interface SandboxMandateBank {
  /** Verifies a mandate request posted by the browser; null when its checksum does not verify. */
  readRequest(fields: Fields): Fields | null;
  /** The client's decision on the bank's page: records it and sends the signed answer. */
  decide(request: Fields, decision: 'approve' | 'reject'): void;
  /** The client cancels the mandate at their bank. Answers false for a mandate the bank does not hold. */
  cancelAtBank(reference: string): boolean;
  /** The merchant cancels: the bank records it, no answer. */
  merchantCancel(reference: string): void;
  submit(debits: readonly DebitInstruction[]): void;
  /** What the bank holds of a mandate (tests and the sandbox's own page). */
  mandate(reference: string): { status: 'approved' | 'rejected' | 'cancelled'; maxSen: bigint } | undefined;
}

export function createSandboxMandateBank(options: {
  merchantVerifier: MessageVerifier;
  bankSigner: MessageSigner;
  dispatcher: CallbackDispatcher;
  now?: () => Date;
}): SandboxMandateBank {
  const { merchantVerifier, bankSigner, dispatcher } = options;
  const now = options.now ?? (() => new Date());
  const mandates = new Map<
    string,
    { status: 'approved' | 'rejected' | 'cancelled'; maxSen: bigint; expiresOn: string }
  >();
  const debits = new Map<string, Fields>();

  const send = (fields: Fields) => dispatcher.dispatch(signFields(fields, bankSigner), null);

  function mandateAnswer(reference: string, status: 'approved' | 'rejected' | 'cancelled') {
    const held = mandates.get(reference)!;
    send({
      msgType: 'MA',
      reference,
      status,
      maxAmount: formatSen(held.maxSen),
      expiresOn: held.expiresOn,
      bankTime: now().toISOString(),
    });
  }

  function outcome(debit: DebitInstruction): DebitRefusal | null {
    const held = mandates.get(debit.reference);
    const cents = debit.amountSen % 100n;
    if (held?.status === 'cancelled' || cents === 53n) return 'mandateCancelled';
    if (held && debit.amountSen > held.maxSen) return 'aboveLimit';
    if (cents === 51n && debit.attempt === 1) return 'insufficientFunds';
    if (cents === 52n) return 'insufficientFunds';
    if (cents === 54n) return 'bankError';
    return null;
  }

  return {
    readRequest(fields) {
      try {
        const verified = verifiedFields(fields, merchantVerifier);
        return verified.msgType === 'MR' && verified.reference ? verified : null;
      } catch {
        return null;
      }
    },

    decide(request, decision) {
      const reference = request.reference!;
      const existing = mandates.get(reference);
      // A mandate is decided once: a second click (back button, two tabs) answers what was decided.
      if (!existing) {
        const requested = parseMinorUnits(request.maxAmount ?? '', SEN_SCALE) ?? SANDBOX_BANK_LIMIT_SEN;
        mandates.set(reference, {
          status: decision === 'approve' ? 'approved' : 'rejected',
          maxSen: requested < SANDBOX_BANK_LIMIT_SEN ? requested : SANDBOX_BANK_LIMIT_SEN,
          expiresOn: request.expiresOn ?? '',
        });
      }
      mandateAnswer(reference, mandates.get(reference)!.status);
    },

    cancelAtBank(reference) {
      const held = mandates.get(reference);
      if (!held || held.status !== 'approved') return false;
      held.status = 'cancelled';
      mandateAnswer(reference, 'cancelled');
      return true;
    },

    merchantCancel(reference) {
      const held = mandates.get(reference);
      if (held) held.status = 'cancelled';
    },

    submit(list) {
      for (const debit of list) {
        const key = `${debit.debitId}:${debit.attempt}`;
        let answer = debits.get(key);
        if (!answer) {
          const refusal = outcome(debit);
          answer = signFields(
            {
              msgType: 'DA',
              debitId: debit.debitId,
              attempt: String(debit.attempt),
              reference: debit.reference,
              amount: formatSen(debit.amountSen),
              status: refusal ? 'refused' : 'collected',
              refusal: refusal ?? '',
              bankTxnId: `DD${randomBytes(8).toString('hex').toUpperCase()}`,
              bankTime: now().toISOString(),
            },
            bankSigner,
          );
          debits.set(key, answer);
        }
        dispatcher.dispatch(answer, null);
      }
    },

    mandate(reference) {
      const held = mandates.get(reference);
      return held ? { status: held.status, maxSen: held.maxSen } : undefined;
    },
  };
}
