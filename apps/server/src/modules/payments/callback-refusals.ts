import { BlockList, isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { gatewayCallbacksRefused } from '../../metrics/registry';

/**
 * The gateway's callback route cannot sit behind the general rate limit (the gateway calls it for every payment
 * and resends what is not answered), so it has a limit of its own on what an attacker can lean on: refusals.
 * docs/security.md "Gateway callbacks".
 *
 * - A source (the client IP as TRUST_PROXY resolves it) may have `refusalsPerMinute` callbacks refused in a minute;
 *   after that, its callbacks are answered 429 unread until the minute ends. Valid callbacks are never counted,
 *   so a source that only sends good ones is never throttled.
 * - The gateway's own addresses (`trusted`, FPX_TRUSTED_ADDRESSES) are never throttled, so a forger who shares or
 *   spoofs nothing of theirs cannot delay a real payment.
 * - Refusals are logged sampled: the first of a source's minute as it happens, the rest as one line with their
 *   count when the minute is over (at most two lines per source per minute, whatever the flood); every one is
 *   counted in `harta_gateway_callbacks_refused_total`.
 *
 * Counted per instance, in memory: N instances allow N times the budget, which bounds the work and the log lines
 * of each instance all the same. At most `maxSources` sources are tracked; the oldest minute's are dropped first.
 */
export interface CallbackRefusals {
  /** True when this source's refusal budget for the current minute is spent (and it is not trusted). */
  throttled(source: string): boolean;
  /** Counts and (sampled) logs a refused callback. */
  refused(source: string, reason: RefusalReason, detail: Record<string, unknown>): void;
  /** Logs the counts of minutes that are over (called on each refusal; a timer is not needed for correctness). */
  flush(): void;
}

export type RefusalReason = 'signature' | 'stale' | 'mismatch';

export interface CallbackRefusalsOptions {
  trusted: readonly string[];
  refusalsPerMinute: number;
  log: FastifyBaseLogger;
  now?: () => number;
  windowMs?: number;
  maxSources?: number;
}

interface SourceWindow {
  startedAt: number;
  refused: number;
  /** Refusals after the first, not logged one by one, by reason. */
  unlogged: Partial<Record<RefusalReason | 'throttled', number>>;
}

export function trustedAddressCheck(trusted: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of trusted) {
    const [address, prefix] = entry.split('/');
    const type = isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return (address) => {
    // An IPv4 peer on a dual-stack socket reads ::ffff:203.0.113.7.
    const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
    try {
      return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
    } catch {
      return false;
    }
  };
}

export function createCallbackRefusals(options: CallbackRefusalsOptions): CallbackRefusals {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? 60_000;
  const maxSources = options.maxSources ?? 10_000;
  const isTrusted = trustedAddressCheck(options.trusted);
  // Insertion order is the order windows started in: the first entries are the oldest.
  const windows = new Map<string, SourceWindow>();

  function logSummary(source: string, window: SourceWindow): void {
    const counts = Object.entries(window.unlogged);
    if (counts.length === 0) return;
    options.log.warn(
      { source, refused: Object.fromEntries(counts), windowSeconds: windowMs / 1000 },
      'refused more gateway callbacks from one source',
    );
  }

  function flush(): void {
    const cutoff = now() - windowMs;
    for (const [source, window] of windows) {
      if (window.startedAt > cutoff) break;
      windows.delete(source);
      logSummary(source, window);
    }
  }

  function current(source: string): SourceWindow {
    flush();
    let window = windows.get(source);
    if (!window) {
      if (windows.size >= maxSources) {
        const [oldest, oldestWindow] = windows.entries().next().value!;
        windows.delete(oldest);
        logSummary(oldest, oldestWindow);
      }
      window = { startedAt: now(), refused: 0, unlogged: {} };
      windows.set(source, window);
    }
    return window;
  }

  return {
    throttled(source) {
      // The budget first: a source with none spent (every valid callback's) is answered by one map lookup, and
      // only a spent one pays for the trusted-address check.
      const window = windows.get(source);
      if (!window || window.startedAt <= now() - windowMs || window.refused < options.refusalsPerMinute) return false;
      if (isTrusted(source)) return false;
      window.unlogged.throttled = (window.unlogged.throttled ?? 0) + 1;
      gatewayCallbacksRefused.inc({ reason: 'throttled' });
      return true;
    },
    refused(source, reason, detail) {
      gatewayCallbacksRefused.inc({ reason });
      const window = current(source);
      window.refused += 1;
      if (window.refused === 1) {
        options.log.warn({ source, reason, ...detail }, 'refused a gateway callback');
      } else {
        window.unlogged[reason] = (window.unlogged[reason] ?? 0) + 1;
      }
    },
    flush,
  };
}
