import { z } from 'zod';

/**
 * Staff: a trade date's run on demand (`POST ApiPaths.backofficeTrading.tradeRuns`, audited). The scheduled run
 * executes the previous weekday every weekday morning; staff use this for the demo, tests and catching up.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date that is a weekday (trade dates are weekdays; holidays are ignored). */
export function isWeekdayIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return false;
  const day = date.getUTCDay();
  return day !== 0 && day !== 6;
}

export const tradeRunRequestSchema = z
  .object({
    tradeDate: z
      .string({ error: 'trading.tradeDateInvalid' })
      .refine(isWeekdayIsoDate, { error: 'trading.tradeDateInvalid' }),
  })
  .strict();
export type TradeRunRequest = z.infer<typeof tradeRunRequestSchema>;

export const tradeRunSchema = z.object({
  tradeDate: z.string(),
  status: z.enum(['RUNNING', 'COMPLETED']),
  attempts: z.number().int(),
  /** Per step, in the order they ran: what it did (counts) and when it finished. */
  steps: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))),
});
export const tradeRunResponseSchema = z.object({ result: tradeRunSchema });
