import { z } from 'zod';
import { boundedString } from '../validators';

/**
 * Staff: a trade date's run on demand (`POST ApiPaths.backofficeTrading.tradeRuns`, audited), the date due with
 * what its run will do (`…/trade-runs/preview`), and the run history (`GET …/trade-runs`). docs/money.md "Trade run"
 * says which dates the server refuses (a weekend or holiday, a future date, a date before its cut-off, a date
 * whose closes are not all in: 409 with the reason in words).
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (whether it is a trade date is the server's to say). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const tradeDateSchema = boundedString({ error: 'trading.tradeDateInvalid' }, 10, 'trading.tradeDateInvalid').refine(
  isIsoDate,
  {
    error: 'trading.tradeDateInvalid',
  },
);

export const tradeRunRequestSchema = z.object({ tradeDate: tradeDateSchema }).strict();
export type TradeRunRequest = z.infer<typeof tradeRunRequestSchema>;

export const tradeRunSchema = z.object({
  tradeDate: z.string(),
  status: z.enum(['RUNNING', 'COMPLETED']),
  attempts: z.number().int(),
  /** Per step, in the order they ran: what it did (counts) and when it finished. */
  steps: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))),
});
export const tradeRunResponseSchema = z.object({ result: tradeRunSchema });

export const tradeRunPreviewQuerySchema = z.object({ tradeDate: tradeDateSchema.optional() });

/** Ringgit as a decimal string ("500.00") with the number of items it sums. */
const countedAmountSchema = z.object({ count: z.number().int(), amount: z.string() });

export const closesStatusSchema = z.object({
  /** Bursa Malaysia closes of the ringgit ETFs: how many stored of how many, and which are missing. */
  bursa: z.object({ expected: z.number().int(), stored: z.number().int(), missing: z.array(z.string()) }),
  /** The US exchange's closes of the US-dollar ETFs. */
  us: z.object({ expected: z.number().int(), stored: z.number().int(), missing: z.array(z.string()) }),
  usdMyr: z.boolean(),
  complete: z.boolean(),
});

export const tradeRunPreviewSchema = z.object({
  tradeDate: z.string(),
  /** The date asked about is the next date due (the oldest trade date not yet completed). */
  due: z.boolean(),
  /** The date's cut-off as an instant (ISO 8601) and as Malaysia time 'HH:MM'. */
  cutoffAt: z.string(),
  cutoffTime: z.string(),
  cutoffPassed: z.boolean(),
  closes: closesStatusSchema,
  /** Whether the server would run the date now; when not, `blockedReason` says why (the 409 message). */
  runnable: z.boolean(),
  blockedReason: z.string().nullable(),
  /** The date's run so far, if any. */
  lastRun: tradeRunSchema.nullable(),
  /** Settled cash of active clients' portfolios the invest step will buy with (settled before the cut-off). */
  toInvest: countedAmountSchema,
  /** Cash that settled at or after the cut-off: it waits for the next trade date. */
  waiting: countedAmountSchema,
  /** Requested withdrawals due at the date (amount: the fixed amounts; `all`: "withdraw everything" requests). */
  withdrawals: countedAmountSchema.extend({ all: z.number().int() }),
  transfers: countedAmountSchema.extend({ all: z.number().int() }),
  switches: z.object({ count: z.number().int() }),
  /** Portfolios beyond the drift threshold at the date's closes (null while the closes are not in). */
  rebalances: z.object({ count: z.number().int() }).nullable(),
  /** The month whose management fee the run collects, or null. */
  feeMonth: z.string().nullable(),
});
export type TradeRunPreview = z.infer<typeof tradeRunPreviewSchema>;
export const tradeRunPreviewResponseSchema = z.object({ result: tradeRunPreviewSchema });

export const tradeRunHistoryItemSchema = tradeRunSchema.extend({
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export const tradeRunHistoryResponseSchema = z.object({ result: z.array(tradeRunHistoryItemSchema) });
export type TradeRunHistoryItem = z.infer<typeof tradeRunHistoryItemSchema>;
