import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/**
 * V8 keeps the heap it grew to under work (a first start's demo history, a burst of requests) long after the work is
 * over: its own heuristics shrink it only under memory pressure. Measured on the embedded server after a first start
 * (docs/deploy.md "Memory", bench/README.md "Memory after the security probe's mix"): one full collection when it
 * has gone quiet returned about 55 MB (RSS 339 → 283 MB; V8's heap 148 → 91 MB committed). So once a window of the
 * event loop was nearly idle and the heap has grown well beyond what the last collection left, this asks V8 for one
 * full, memory-reducing collection, through the inspector protocol's `HeapProfiler.collectGarbage` on an in-process
 * session (no `--expose-gc` needed; nothing else of the inspector is enabled). It runs only while idle, so its pause
 * (some 100–250 ms on a heap of this size) meets at most a request or two arriving in that moment.
 */
export interface HeapWindow {
  /** The event loop's utilisation over the last window, 0..1. */
  utilization: number;
  /** V8's committed heap now, bytes. */
  committed: number;
  /** V8's committed heap after the last collection this asked for (or at start), bytes. */
  baseline: number;
}

/** A window nearly idle: the work that grew the heap is over (a request a second or so is still idle). */
const IDLE_UTILIZATION = 0.05;
/** Growth worth a collection's pause: less is V8's ordinary headroom. */
const MIN_GROWTH_BYTES = 24 * 1024 * 1024;
const WINDOW_MS = 10_000;

export function shouldRelease(w: HeapWindow): boolean {
  return w.utilization <= IDLE_UTILIZATION && w.committed - w.baseline >= MIN_GROWTH_BYTES;
}

function collectGarbage(): Promise<void> {
  const session = new Session();
  session.connect();
  return new Promise((resolve) => {
    session.post('HeapProfiler.collectGarbage', () => {
      // Disconnecting inside the callback would leave the session's handle open.
      setImmediate(() => {
        session.disconnect();
        resolve();
      });
    });
  });
}

/** Watches the heap every 10 s (an unref'd timer: it never keeps the process up); `stop` ends it. */
export function startIdleHeapRelease(): { stop(): void } {
  let last = performance.eventLoopUtilization();
  let baseline = getHeapStatistics().total_heap_size;
  let collecting = false;
  const timer = setInterval(() => {
    const window = performance.eventLoopUtilization(last);
    last = performance.eventLoopUtilization();
    const committed = getHeapStatistics().total_heap_size;
    // A heap that shrank by itself is the new baseline.
    baseline = Math.min(baseline, committed);
    if (collecting || !shouldRelease({ utilization: window.utilization, committed, baseline })) return;
    collecting = true;
    void collectGarbage().finally(() => {
      collecting = false;
      baseline = getHeapStatistics().total_heap_size;
      last = performance.eventLoopUtilization();
    });
  }, WINDOW_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
