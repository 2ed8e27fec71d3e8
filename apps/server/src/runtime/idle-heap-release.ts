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
/**
 * Short enough that the heap a burst of requests grew goes back within seconds of its end (a 10 s window let it
 * stay for 10–20 s, and after the probe's mix the memory benchmark read it then); the growth threshold, not the
 * window, keeps collections rare.
 */
const WINDOW_MS = 5_000;

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

export interface IdleHeapRelease {
  /**
   * A burst of work is over (a first start's demo history and the jobs' start): collect now, once the event loop
   * has a moment, rather than wait for a quiet window, since what the burst grew is garbage from here on.
   */
  workDone(): void;
  stop(): void;
}

/** Watches the heap every 5 s (an unref'd timer: it never keeps the process up); `stop` ends it. */
export function startIdleHeapRelease(): IdleHeapRelease {
  let last = performance.eventLoopUtilization();
  let baseline = getHeapStatistics().total_heap_size;
  let collecting = false;
  const release = () => {
    collecting = true;
    void collectGarbage().finally(() => {
      collecting = false;
      baseline = getHeapStatistics().total_heap_size;
      last = performance.eventLoopUtilization();
    });
  };
  const timer = setInterval(() => {
    const window = performance.eventLoopUtilization(last);
    last = performance.eventLoopUtilization();
    const committed = getHeapStatistics().total_heap_size;
    // A heap that shrank by itself is the new baseline.
    baseline = Math.min(baseline, committed);
    if (collecting || !shouldRelease({ utilization: window.utilization, committed, baseline })) return;
    release();
  }, WINDOW_MS);
  timer.unref();
  return {
    workDone: () => {
      if (!collecting) setImmediate(release);
    },
    stop: () => clearInterval(timer),
  };
}
