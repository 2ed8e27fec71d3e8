import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';

export interface BankStatusLogger {
  warn(obj: object, msg: string): void;
}

/**
 * The gateway's bank list (FPX BE), kept for `ttlMs`: FPX asks merchants to refresh it every few minutes rather
 * than per page view. When the gateway cannot be reached, every bank counts as offline (a payment could not go
 * through anyway) and the next call asks again.
 */
export function createBankStatusCache(gateway: PaymentGateway, ttlMs: number, logger?: BankStatusLogger) {
  let cached: { at: number; status: ReadonlyMap<string, boolean> } | undefined;
  return async function bankStatus(now = Date.now()): Promise<ReadonlyMap<string, boolean>> {
    if (cached && now - cached.at < ttlMs) return cached.status;
    try {
      const status = await gateway.bankStatus();
      cached = { at: now, status };
      return status;
    } catch (err) {
      logger?.warn({ err }, 'payment gateway bank list (BE) failed: every bank shown offline');
      return new Map();
    }
  };
}
