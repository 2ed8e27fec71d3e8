import type { Db } from '../../db/connection';
import {
  applyAcknowledgement,
  applyAcknowledgements,
  type AcknowledgementToApply,
  type ApplyResult,
} from './apply-acknowledgement';

/** Acknowledgements per transaction; more wait for the next one. */
const MAX_BATCH = 100;

interface Waiting {
  item: AcknowledgementToApply;
  resolve(result: ApplyResult): void;
  reject(err: unknown): void;
}

/**
 * Applies the gateway's direct ACs in small batches (issue #11 callbacks benchmark): the ACs that arrive while a
 * batch is being written wait and go together into the next one, a single transaction (applyAcknowledgements). A
 * lone AC goes at once (in the next turn of the event loop), so batching adds no wait when the gateway is quiet;
 * under a burst, one commit, one hold of the GATEWAY_CLEARING row and a few statements serve many callbacks
 * instead of ten statements and a commit each. Durability first: each caller's promise settles only after its
 * batch has committed, so the gateway's OK always follows a stored AC.
 *
 * One batch at a time per process (they would queue on the clearing row anyway). If a batch fails for any reason
 * other than a refused AC (which is answered alone and does not stop the others), its ACs are applied one by one,
 * so one that cannot be applied cannot fail its neighbours.
 */
export function createAcknowledgementBatcher(db: Db): (item: AcknowledgementToApply) => Promise<ApplyResult> {
  let queue: Waiting[] = [];
  let writing = false;

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
          applyAcknowledgement(db, item.ack, { via: item.via, sellerExId: item.sellerExId }).then(resolve, reject),
        ),
      );
      return;
    }
    batch.forEach((w, i) => {
      const answer = answers[i]!;
      if (answer instanceof Error) w.reject(answer);
      else w.resolve(answer);
    });
  }

  function next(): void {
    if (writing || queue.length === 0) return;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    writing = true;
    void write(batch).finally(() => {
      writing = false;
      next();
    });
  }

  return (item) =>
    new Promise<ApplyResult>((resolve, reject) => {
      if (queue.length === 0 && !writing) setImmediate(next);
      queue.push({ item, resolve, reject });
    });
}
