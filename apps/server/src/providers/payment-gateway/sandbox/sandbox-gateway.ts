import { ApiPaths } from '@harta/contracts/paths';
import type { Db } from '../../../db/connection';
import { createFpxGateway } from '../fpx-gateway';
import type { FpxFields } from '../fpx-messages';
import { sandboxSigners, type MessageSigner, type MessageVerifier } from '../message-signer';
import type { PaymentGateway } from '../payment-gateway';
import { createCallbackDispatcher, type CallbackFaults, type CallbackLogger } from './callback-dispatcher';
import { createSandboxExchange, type SandboxExchange } from './sandbox-exchange';

/** The sandbox merchant's ids at the sandbox exchange. */
export const SANDBOX_SELLER_EX_ID = 'EX00000SBX';
export const SANDBOX_SELLER_ID = 'SE00000SBX';

export interface SandboxGatewayOptions {
  db: Db;
  /** FPX_SANDBOX_SECRET: both parties' HMAC keys derive from it. */
  secret: string;
  /** Replace the HMAC keys, e.g. with RSA key pairs (tests show the protocol works with either). */
  keys?: {
    merchant: { signer: MessageSigner; verifier: MessageVerifier };
    exchange: { signer: MessageSigner; verifier: MessageVerifier };
  };
  publicUrl: string;
  offlineBanks: readonly string[];
  faults: CallbackFaults;
  listBanks: () => Promise<{ code: string; name: string }[]>;
  random?: () => number;
  now?: () => Date;
  logger?: CallbackLogger;
}

export interface SandboxGateway {
  gateway: PaymentGateway;
  exchange: SandboxExchange;
  /** Where the exchange posts its direct ACs; set once the app that receives them exists. */
  setDelivery(deliver: (fields: FpxFields) => Promise<void>): void;
  /** Resolves when no AC is scheduled or in flight (tests). */
  idle(): Promise<void>;
  stop(): void;
}

/** The FPX protocol (fpx-gateway.ts) over the in-process sandbox exchange, with sandbox keys. */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const hmac = sandboxSigners(options.secret);
  const keys = options.keys ?? {
    merchant: { signer: hmac.merchant, verifier: hmac.merchant },
    exchange: { signer: hmac.exchange, verifier: hmac.exchange },
  };
  let deliver: ((fields: FpxFields) => Promise<void>) | undefined;
  const dispatcher = createCallbackDispatcher({
    faults: options.faults,
    deliver: async (fields) => {
      if (!deliver) throw new Error('sandbox gateway: no AC delivery set');
      await deliver(fields);
    },
    random: options.random,
    logger: options.logger,
  });
  const exchange = createSandboxExchange({
    db: options.db,
    sellerExId: SANDBOX_SELLER_EX_ID,
    merchantVerifier: keys.merchant.verifier,
    exchangeSigner: keys.exchange.signer,
    listBanks: options.listBanks,
    offlineBanks: options.offlineBanks,
    dispatcher,
    ...(options.now ? { now: options.now } : {}),
  });
  const gateway = createFpxGateway({
    name: 'fpx-sandbox',
    sandbox: true,
    authorisationUrl: `${options.publicUrl}${ApiPaths.sandboxFpx.authorisationRequest}`,
    sellerExId: SANDBOX_SELLER_EX_ID,
    sellerId: SANDBOX_SELLER_ID,
    merchantSigner: keys.merchant.signer,
    exchangeVerifier: keys.exchange.verifier,
    transport: exchange.transport,
  });
  return {
    gateway,
    exchange,
    setDelivery: (fn) => {
      deliver = fn;
    },
    idle: () => dispatcher.idle(),
    stop: () => dispatcher.stop(),
  };
}
