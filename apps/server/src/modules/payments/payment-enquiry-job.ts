import type { Db } from '../../db/connection';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { applyAcknowledgement, expireOrder, type ApplyOutcome } from './apply-acknowledgement';
import { claimDueForEnquiry, type PaymentOrderRow } from './payment-orders.repository';
import { gatewayOrderOf } from './gateway-order';

export interface EnquiryLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PaymentEnquiryJobOptions {
  db: Db;
  gateway: PaymentGateway;
  /** Enquire about an open order once it is this old, and again this long after each enquiry. */
  afterMinutes: number;
  /** An order the gateway has no record of is failed once it is this old. */
  expiryMinutes: number;
  pollMs: number;
  batchSize?: number;
  now?: () => Date;
  logger?: EnquiryLogger | undefined;
}

export type EnquiryResult = ApplyOutcome | 'EXPIRED' | 'NO_RECORD' | 'ERROR';

/**
 * The AE job (docs/money.md, deposit step 5): every `pollMs`, asks the gateway about open orders (CREATED or
 * PENDING) that have had no final acknowledgement for `afterMinutes`, and applies its answer exactly as a direct
 * AC would be applied, so a lost, late or refused callback still settles the order. Every instance runs one; the
 * claim (`for update skip locked` plus the enquiry time) spreads the orders between them, and applying is
 * idempotent anyway. Written like the mail outbox job (start/stop/runOnce) so it moves onto the durable queue
 * unchanged when there is one.
 */
export class PaymentEnquiryJob {
  private stopping = true;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly now: () => Date;
  private readonly batchSize: number;

  constructor(private readonly options: PaymentEnquiryJobOptions) {
    this.now = options.now ?? (() => new Date());
    this.batchSize = options.batchSize ?? 50;
  }

  start(): void {
    if (!this.stopping) return;
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the pass under way. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the orders due now. Answers what happened to each, by order id. */
  async runOnce(): Promise<Map<string, EnquiryResult>> {
    const now = this.now();
    const after = this.options.afterMinutes * 60_000;
    const due = await this.options.db.transaction((tx) =>
      claimDueForEnquiry(tx, {
        createdBefore: new Date(now.getTime() - after),
        enquiredBefore: new Date(now.getTime() - after),
        limit: this.batchSize,
      }),
    );
    const results = new Map<string, EnquiryResult>();
    for (const order of due) results.set(order.orderId, await this.enquire(order, now));
    return results;
  }

  /** Asks the gateway about one order and applies the answer (staff use it too, for one order at once). */
  async enquire(order: PaymentOrderRow, now: Date = this.now()): Promise<EnquiryResult> {
    const { db, gateway, logger } = this.options;
    try {
      const ack = await gateway.enquire(await gatewayOrderOf(db, order));
      if (ack) {
        const { outcome } = await applyAcknowledgement(db, ack, { via: 'enquiry', sellerExId: gateway.sellerExId });
        logger?.info({ orderId: order.orderId, statusCode: ack.statusCode, outcome }, 'payment enquiry answered');
        return outcome;
      }
      if (now.getTime() - order.createdAt.getTime() >= this.options.expiryMinutes * 60_000) {
        const expired = await expireOrder(db, order.orderId);
        if (expired) logger?.info({ orderId: order.orderId }, 'payment order expired: the gateway never saw it');
        return expired ? 'EXPIRED' : 'UNCHANGED';
      }
      return 'NO_RECORD';
    } catch (err) {
      logger?.warn({ err, orderId: order.orderId }, 'payment enquiry failed; retried on a later pass');
      return 'ERROR';
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((err: unknown) => {
          this.options.logger?.error({ err }, 'payment enquiry job failed');
          return new Map();
        })
        .then((results) => {
          this.running = undefined;
          // A full batch means more may be due: carry on at once.
          if (!this.stopping) this.schedule(results.size >= this.batchSize ? 0 : this.options.pollMs);
        });
    }, delayMs);
    // Never the reason the process stays up.
    this.timer.unref();
  }
}
