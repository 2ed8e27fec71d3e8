import type { Database } from '../../db/connection';
import type { Acknowledgement } from '../../providers/payment-gateway/payment-gateway';
import { createAcknowledgementBatcher } from './acknowledgement-batcher';
import { createAcknowledgementInbox, type AcknowledgementInboxOptions } from './acknowledgement-inbox';

/** Where the direct AC route hands each verified AC (docs/money.md, deposit step 3). */
export interface AcknowledgementReceiver {
  /**
   * Takes a verified direct AC: true once it is stored for good (applied, or in the inbox to be applied); false,
   * with nothing changed, when no order matches it (merchant, order, amount, currency and AR time).
   */
  receive(ack: Acknowledgement): Promise<boolean>;
  start(): void;
  /** Stops, waiting for the work under way. */
  stop(): Promise<void>;
  /** Resolves once every AC received so far has been applied (tests and the callback benchmark wait on it). */
  drained(): Promise<void>;
}

/**
 * PostgreSQL: the inbox (answer once stored, apply in large batches on another connection while more arrive).
 * PGlite, one connection and one statement at a time: apply in small batches before answering, since storing
 * first would only add a write and a delete per AC (bench/README.md, "Deposit callbacks").
 */
export function createAcknowledgementReceiver(
  kind: Database['kind'],
  options: AcknowledgementInboxOptions,
): AcknowledgementReceiver {
  return kind === 'postgres' ? createAcknowledgementInbox(options) : createAcknowledgementBatcher(options);
}
