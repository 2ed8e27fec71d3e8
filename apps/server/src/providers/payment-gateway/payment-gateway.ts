import type { AuthorisationForm } from '@harta/contracts/schemas/payments';

/**
 * The online-banking gateway as the product sees it (docs/money.md "Payment gateway interface"). The FPX
 * implementation (fpx-gateway.ts) speaks the four FPX messages over a transport: the sandbox's in-process
 * exchange here, HTTPS to FPX for a real deployment. Whatever the transport, the product relies on these rules:
 * - `authorisationForm` is signed by the merchant's key and posted by the browser in the full window;
 * - `readAcknowledgement` verifies the exchange's checksum over the exact AC fields and throws
 *   {@link GatewaySignatureError} otherwise (the product then checks the time window, amount and order itself);
 * - `enquire` answers the gateway's current, verified acknowledgement of an order, or null when it has none;
 * - nothing here writes to the database of the product.
 */
export interface GatewayOrder {
  /** The public order id; FPX's seller order number and exchange order number. */
  orderId: string;
  amountSen: bigint;
  /** Reference data BANK code of the buyer's bank. */
  bankCode: string;
  /** When the order was made, as sent in the AR (YYYYMMDDHHmmss, Malaysia time). */
  sellerTxnTime: string;
  buyerEmail: string;
  buyerName: string;
  description: string;
}

export interface Acknowledgement {
  orderId: string;
  /** The exchange's id of the merchant the AC is for. */
  sellerExId: string;
  gatewayTxnId: string;
  /** FPX debit status code (00 approved, 09/99 pending, anything else failed). */
  statusCode: string;
  amountSen: bigint;
  currency: string;
  bankCode: string;
  /** The exchange's transaction time (fpx_fpxTxnTime). */
  gatewayTime: Date;
  sellerTxnTime: string;
  /** Every field as received (checksum included), kept with the order. */
  fields: Record<string, string>;
}

/** One line of the gateway's own report of payments (for reconciliation). */
export interface GatewayReportLine {
  orderId: string;
  gatewayTxnId: string;
  amountSen: bigint;
  /** Null while the buyer has not decided. */
  statusCode: string | null;
}

export interface PaymentGateway {
  readonly name: string;
  /** True for the sandbox: the app shows its "Sandbox" marking. */
  readonly sandbox: boolean;
  /** This merchant's id at the exchange (an AC for another merchant is refused). */
  readonly sellerExId: string;
  /** BE: each bank's online state now, by BANK code; banks the gateway does not list are offline. */
  bankStatus(): Promise<ReadonlyMap<string, boolean>>;
  /** AR: the signed form for the browser to post. */
  authorisationForm(order: GatewayOrder): AuthorisationForm;
  /** Verifies and reads a direct AC. Throws GatewaySignatureError for a forged or incomplete one. */
  readAcknowledgement(fields: Record<string, string>): Acknowledgement;
  /** AE: the verified acknowledgement the gateway holds for the order now, or null when it has none. */
  enquire(order: GatewayOrder): Promise<Acknowledgement | null>;
  /** The gateway's record of the payments made between two times, when the gateway offers one. */
  report?(from: Date, to: Date): Promise<GatewayReportLine[]>;
}

/** A message whose checksum does not verify (or whose signed fields are incomplete or malformed). */
export class GatewaySignatureError extends Error {
  constructor(message = 'gateway message checksum does not verify') {
    super(message);
    this.name = 'GatewaySignatureError';
  }
}
