import type { FpxFields } from '../fpx-messages';

/**
 * How the sandbox sends its direct ACs (docs/money.md "Sandbox gateway"): the faults a real exchange and network
 * produce, on demand. Settings come from FPX_SANDBOX_CALLBACK_* (config.ts).
 */
export interface CallbackFaults {
  /** Wait before the first AC, milliseconds. */
  delayMs: number;
  /** Extra copies of the final AC (an exchange resends until it reads OK; networks duplicate). */
  duplicates: number;
  /** Also send a stale "09 pending" AC, after the final one (out of order). */
  reorder: boolean;
  /** Probability 0-1 that the ACs of a transaction are never sent (the enquiry job must find the outcome). */
  lossRate: number;
}

export interface CallbackLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface CallbackDispatcher {
  /** Schedules the final AC (and, with `reorder`, the stale one) under the configured faults. */
  dispatch(final: FpxFields, stale: FpxFields | null): void;
  /** Resolves once nothing is scheduled or in flight (tests). */
  idle(): Promise<void>;
  /** Cancels what is scheduled (app close); in-flight deliveries finish. */
  stop(): void;
}

/** Gap between the copies of one transaction's ACs, so their order on the wire is the one intended. */
const GAP_MS = 15;

export function createCallbackDispatcher(options: {
  faults: CallbackFaults;
  deliver: (fields: FpxFields) => Promise<void>;
  random?: () => number;
  logger?: CallbackLogger | undefined;
}): CallbackDispatcher {
  const { faults, deliver, logger } = options;
  const random = options.random ?? Math.random;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let waiters: (() => void)[] = [];

  const settleWaiters = () => {
    if (timers.size > 0 || inFlight.size > 0) return;
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  };

  function schedule(atMs: number, fields: FpxFields) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const sending = deliver(fields)
        .catch((err: unknown) => logger?.warn({ err, orderId: fields.fpx_sellerOrderNo }, 'sandbox AC delivery failed'))
        .finally(() => {
          inFlight.delete(sending);
          settleWaiters();
        });
      inFlight.add(sending);
    }, atMs);
    timer.unref();
    timers.add(timer);
  }

  return {
    dispatch(final, stale) {
      if (faults.lossRate > 0 && random() < faults.lossRate) {
        logger?.info({ orderId: final.fpx_sellerOrderNo }, 'sandbox AC lost on purpose (FPX_SANDBOX_CALLBACK_LOSS)');
        return;
      }
      let at = faults.delayMs;
      for (let copy = 0; copy <= faults.duplicates; copy += 1) {
        schedule(at, final);
        at += GAP_MS;
      }
      if (faults.reorder && stale) schedule(at, stale);
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settleWaiters();
      });
    },
    stop() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      settleWaiters();
    },
  };
}
