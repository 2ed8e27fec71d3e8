/**
 * One drain at a time over a queue of stored work: `poke` starts a drain unless one runs, and a poke while one runs
 * makes it look again when it ends, so no poke is lost and drains never overlap. A drain takes batches until one
 * comes back short. It starts from a timer, so that work stored in the same turn (requests being read now) joins
 * its first batch instead of waiting for the next. Used by the payment gateway's AC inbox (and by the callbacks
 * benchmark's floor, which must schedule its drains as the product does).
 */
export interface CoalescingDrain {
  poke(): void;
  /** The drain in progress, if any (a finished or failed one resolves: failures go to `onError`). */
  current(): Promise<void> | null;
}

/** `drainBatch` answers how many items it took; fewer than `batchSize` means nothing more was waiting. */
export function coalescingDrain(
  drainBatch: () => Promise<number>,
  batchSize: number,
  onError: (err: unknown) => void,
): CoalescingDrain {
  let running: Promise<void> | null = null;
  let again = false;

  async function drainAll(): Promise<void> {
    do {
      again = false;
      while ((await drainBatch()) === batchSize) {
        // A full batch: more are waiting.
      }
    } while (again);
  }

  function poke(): void {
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(drainAll)
      .catch(onError)
      .finally(() => {
        running = null;
        // Poked after the drain's last look: go again rather than leave that work to a later poke.
        if (again) poke();
      });
  }

  return { poke, current: () => running };
}
