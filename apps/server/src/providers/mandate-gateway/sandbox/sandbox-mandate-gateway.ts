import { formatSen } from '@harta/contracts/money';
import { createHmac } from 'node:crypto';
import { ApiPaths } from '@harta/contracts/paths';
import { createHmacSigner } from '../../payment-gateway/message-signer';
import {
  createCallbackDispatcher,
  type CallbackFaults,
  type CallbackLogger,
} from '../../payment-gateway/sandbox/callback-dispatcher';
import type { MandateGateway } from '../mandate-gateway';
import { parseBankMessage, signFields, verifiedFields, type Fields } from '../mandate-messages';
import { createSandboxMandateBank, type SandboxMandateBank } from './sandbox-mandate-bank';

export interface SandboxMandateGateway {
  gateway: MandateGateway;
  bank: SandboxMandateBank;
  /** Where the bank posts its answers; set once the app that receives them exists. */
  setDelivery(deliver: (fields: Fields) => Promise<void>): void;
  /** Resolves when no answer is scheduled or in flight (tests). */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * The sandbox's two HMAC keys, derived from the payment sandbox's secret (FPX_SANDBOX_SECRET) under their own
 * labels: the merchant's (mandate requests) and the bank's (answers); neither verifies as the other, nor as an
 * FPX message.
 */
export function sandboxMandateSigners(secret: string) {
  const derive = (party: string) => createHmac('sha256', secret).update(`harta-mandate-sandbox:${party}`).digest();
  return { merchant: createHmacSigner(derive('merchant')), bank: createHmacSigner(derive('bank')) };
}

/** The direct-debit gateway over the in-process sandbox bank (docs/goals.md "Recurring deposits"). */
export function createSandboxMandateGateway(options: {
  secret: string;
  publicUrl: string;
  faults: CallbackFaults;
  random?: () => number;
  now?: () => Date;
  logger?: CallbackLogger;
}): SandboxMandateGateway {
  const keys = sandboxMandateSigners(options.secret);
  const now = options.now ?? (() => new Date());
  let deliver: ((fields: Fields) => Promise<void>) | undefined;
  const dispatcher = createCallbackDispatcher({
    faults: options.faults,
    deliver: async (fields) => {
      if (!deliver) throw new Error('sandbox mandate bank: no delivery set');
      await deliver(fields);
    },
    random: options.random,
    logger: options.logger,
  });
  const bank = createSandboxMandateBank({
    merchantVerifier: keys.merchant,
    bankSigner: keys.bank,
    dispatcher,
    now,
  });

  const gateway: MandateGateway = {
    name: 'direct-debit-sandbox',
    sandbox: true,
    authorisationForm(request) {
      const fields = signFields(
        {
          msgType: 'MR',
          reference: request.reference,
          bankCode: request.bankCode,
          maxAmount: formatSen(request.maxAmountSen),
          frequency: request.frequency,
          startDate: request.startDate,
          expiresOn: request.expiresOn,
          payerName: request.payerName,
          payerEmail: request.payerEmail,
          returnUrl: request.returnUrl,
          language: request.language,
          requestTime: now().toISOString(),
        },
        keys.merchant,
      );
      return {
        action: `${options.publicUrl}${ApiPaths.sandboxMandates.authorisationRequest}`,
        method: 'POST',
        fields,
      };
    },
    readMessage(fields) {
      return parseBankMessage(verifiedFields(fields, keys.bank));
    },
    async submitDebits(debits) {
      bank.submit(debits);
    },
    async cancelMandate(reference) {
      bank.merchantCancel(reference);
    },
  };

  return {
    gateway,
    bank,
    setDelivery: (fn) => {
      deliver = fn;
    },
    idle: () => dispatcher.idle(),
    stop: () => dispatcher.stop(),
  };
}
