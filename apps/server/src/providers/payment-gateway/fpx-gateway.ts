import { FPX_STATUS_CODE_PATTERN } from '@harta/contracts/fpx-status';
import { formatSen, parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import {
  ACKNOWLEDGEMENT_FIELDS,
  BANK_ENQUIRY_FIELDS,
  BANK_LIST_FIELDS,
  FPX_MSG_TOKEN,
  FPX_VERSION,
  parseFpxTime,
  pickFields,
  REQUEST_FIELDS,
  signFields,
  verifyFields,
  type FpxFields,
} from './fpx-messages';
import type { MessageSigner, MessageVerifier } from './message-signer';
import {
  GatewaySignatureError,
  type Acknowledgement,
  type GatewayOrder,
  type GatewayReportLine,
  type PaymentGateway,
} from './payment-gateway';

/**
 * How the FPX messages travel. The sandbox answers in-process (sandbox/sandbox-exchange.ts); a real adapter
 * posts them to FPX's endpoints over HTTPS (with its client certificate) and returns the response fields.
 */
export interface FpxTransport {
  /** BE: posts the signed bank list enquiry, answers the exchange's signed reply (fpx_bankList). */
  bankEnquiry(request: FpxFields): Promise<FpxFields>;
  /** AE: posts the signed enquiry, answers the exchange's signed AC, or null when it knows no such order. */
  acknowledgementEnquiry(request: FpxFields): Promise<FpxFields | null>;
  report?(from: Date, to: Date): Promise<GatewayReportLine[]>;
}

export interface FpxGatewayOptions {
  name: string;
  sandbox: boolean;
  /** Where the browser posts the AR (FPX's or the sandbox's address). */
  authorisationUrl: string;
  sellerExId: string;
  sellerId: string;
  /** Signs AR, AE and BE with the merchant's key. */
  merchantSigner: MessageSigner;
  /** Verifies AC and BE replies with the exchange's key or certificate. */
  exchangeVerifier: MessageVerifier;
  transport: FpxTransport;
  /** BANK code -> the exchange's bank id (FPX's own ids, e.g. MB2U0227); the sandbox uses the codes as they are. */
  bankId?: (code: string) => string;
  /** The exchange's bank id -> BANK code. */
  bankCode?: (exchangeBankId: string) => string;
}

const AMOUNT = /^\d{1,12}\.\d{2}$/;

/** The FPX protocol behind {@link PaymentGateway}: message building, signing and verification. */
export function createFpxGateway(options: FpxGatewayOptions): PaymentGateway {
  const toBankId = options.bankId ?? ((code: string) => code);
  const toBankCode = options.bankCode ?? ((id: string) => id);

  function request(order: GatewayOrder, msgType: 'AR' | 'AE'): FpxFields {
    return signFields(
      {
        fpx_buyerAccNo: '',
        fpx_buyerBankBranch: '',
        fpx_buyerBankId: toBankId(order.bankCode),
        fpx_buyerEmail: order.buyerEmail,
        fpx_buyerIban: '',
        fpx_buyerId: '',
        fpx_buyerName: order.buyerName,
        fpx_makerName: '',
        fpx_msgToken: FPX_MSG_TOKEN,
        fpx_msgType: msgType,
        fpx_productDesc: order.description,
        fpx_sellerBankCode: '01',
        fpx_sellerExId: options.sellerExId,
        fpx_sellerExOrderNo: order.orderId,
        fpx_sellerId: options.sellerId,
        fpx_sellerOrderNo: order.orderId,
        fpx_sellerTxnTime: order.sellerTxnTime,
        fpx_txnAmount: formatSen(order.amountSen),
        fpx_txnCurrency: 'MYR',
        fpx_version: FPX_VERSION,
      },
      REQUEST_FIELDS,
      options.merchantSigner,
    );
  }

  function readAcknowledgement(input: Record<string, string>): Acknowledgement {
    const fields = pickFields(input, ACKNOWLEDGEMENT_FIELDS);
    if (!verifyFields(fields, ACKNOWLEDGEMENT_FIELDS, options.exchangeVerifier)) throw new GatewaySignatureError();
    // Signed but malformed: the exchange would never send it, so it is refused the same way.
    const amountSen = AMOUNT.test(fields.fpx_txnAmount!) ? parseMinorUnits(fields.fpx_txnAmount!, SEN_SCALE) : null;
    const gatewayTime = parseFpxTime(fields.fpx_fpxTxnTime!);
    const statusCode = fields.fpx_debitAuthCode!;
    if (
      fields.fpx_msgType !== 'AC' ||
      amountSen === null ||
      !gatewayTime ||
      !FPX_STATUS_CODE_PATTERN.test(statusCode)
    ) {
      throw new GatewaySignatureError('gateway acknowledgement is malformed');
    }
    return {
      orderId: fields.fpx_sellerOrderNo!,
      sellerExId: fields.fpx_sellerExId!,
      gatewayTxnId: fields.fpx_fpxTxnId!,
      statusCode,
      amountSen,
      currency: fields.fpx_txnCurrency!,
      bankCode: toBankCode(fields.fpx_buyerBankId!),
      gatewayTime,
      sellerTxnTime: fields.fpx_sellerTxnTime!,
      fields,
    };
  }

  return {
    name: options.name,
    sandbox: options.sandbox,
    sellerExId: options.sellerExId,

    async bankStatus() {
      const be = signFields(
        {
          fpx_msgToken: FPX_MSG_TOKEN,
          fpx_msgType: 'BE',
          fpx_sellerExId: options.sellerExId,
          fpx_version: FPX_VERSION,
        },
        BANK_ENQUIRY_FIELDS,
        options.merchantSigner,
      );
      const reply = pickFields(await options.transport.bankEnquiry(be), BANK_LIST_FIELDS);
      if (!verifyFields(reply, BANK_LIST_FIELDS, options.exchangeVerifier)) throw new GatewaySignatureError();
      // "MBB~A,CIMB~B": A available, B blocked (offline).
      const status = new Map<string, boolean>();
      for (const entry of reply.fpx_bankList!.split(',')) {
        const [id, state] = entry.split('~');
        if (id) status.set(toBankCode(id), state === 'A');
      }
      return status;
    },

    authorisationForm(order) {
      return { orderId: order.orderId, action: options.authorisationUrl, method: 'POST', fields: request(order, 'AR') };
    },

    readAcknowledgement,

    async enquire(order) {
      const reply = await options.transport.acknowledgementEnquiry(request(order, 'AE'));
      return reply ? readAcknowledgement(reply) : null;
    },

    ...(options.transport.report ? { report: options.transport.report.bind(options.transport) } : {}),
  };
}
