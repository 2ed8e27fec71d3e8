import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import {
  applyAcknowledgement,
  applyAcknowledgements,
  type AcknowledgementToApply,
  type ApplyAnswer,
} from './apply-acknowledgement';
import type { AcknowledgementReceiver } from './acknowledgement-receiver';
import { GatewayMessageRefusedError } from './payment-errors';

/** Acknowledgements per transaction; more wait for the next one. */
const MAX_BATCH = 100;

interface Waiting {
  item: AcknowledgementToApply;
  resolve(answer: ApplyAnswer): void;
  reject(err: unknown): void;
}

/**
 * The embedded engine's receiver (acknowledgement-receiver.ts): each direct AC is applied before it is answered,
 * in small batches: the ACs that arrive while a batch is being written wait and go together into the next one, a
 * single transaction (applyAcknowledgements). A lone AC goes at once (in the next turn of the event loop). PGlite
 * runs one statement at a time, so storing the AC first and applying it later (the inbox) would only add writes.
 * Each caller's promise settles after its batch has committed, so the gateway's OK always follows an applied AC.
 *
 * If a batch fails for any reason other than a refused AC (answered alone; it does not stop the others), its ACs
 * are applied one by one, so one that cannot be applied cannot fail its neighbours.
 */
export function createAcknowledgementBatcher(options: {
  db: Db;
  sellerExId: string;
  log: FastifyBaseLogger;
}): AcknowledgementReceiver {
  const { db, sellerExId, log } = options;
  let queue: Waiting[] = [];
  let writing: Promise<void> | null = null;

  async function write(batch: Waiting[]): Promise<void> {
    let answers;
    try {
      answers = await applyAcknowledgements(
        db,
        batch.map((w) => w.item),
      );
    } catch {
      await Promise.all(
        batch.map(({ item, resolve, reject }) =>
          applyAcknowledgement(db, item.ack, { via: item.via, sellerExId: item.sellerExId }).then(resolve, (err) =>
            err instanceof GatewayMessageRefusedError ? resolve(err) : reject(err),
          ),
        ),
      );
      return;
    }
    batch.forEach((w, i) => w.resolve(answers[i]!));
  }

  function next(): void {
    if (writing || queue.length === 0) return;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    writing = write(batch).finally(() => {
      writing = null;
      next();
    });
  }

  return {
    async receive(ack) {
      const answer = await new Promise<ApplyAnswer>((resolve, reject) => {
        if (queue.length === 0 && !writing) setImmediate(next);
        queue.push({ item: { ack, via: 'direct', sellerExId }, resolve, reject });
      });
      if (answer instanceof GatewayMessageRefusedError) return false;
      log.info({ orderId: ack.orderId, statusCode: ack.statusCode, outcome: answer.outcome }, 'gateway AC applied');
      return true;
    },
    start() {},
    async stop() {
      await writing;
    },
    async drained() {
      while (writing) await writing;
    },
  };
}
