import { z } from 'zod';
import { allocationSchema } from './registration-investment';

/**
 * Portfolio switch (spec section 7, on the second API base `switchApiBase`; paths in `SwitchApiPaths`): a client
 * moves one portfolio to another risk level. The switch is executed at the next trade date by the trade run, which
 * rebalances the portfolio into the new level's model portfolio; until then it is IN_PROGRESS.
 * Validation messages are message keys (contracts `messagesEn`).
 */

export const SwitchStatuses = ['IN_PROGRESS', 'COMPLETED'] as const;
export type SwitchStatus = (typeof SwitchStatuses)[number];

const clientIdSchema = z.coerce
  .number({ error: 'switch.clientIdRequired' })
  .int({ error: 'switch.clientIdRequired' })
  .positive({ error: 'switch.clientIdRequired' });

/** Which portfolio (its guid); the client's first portfolio when left out. */
const portfolioGuidSchema = z.uuid({ error: 'switch.portfolioInvalid' }).optional();

/** `POST /api/v2/switch-profile/save?riskLevel=&clientId=[&portfolio=]` (no body). */
export const switchSaveQuerySchema = z.object({
  riskLevel: z.coerce
    .number({ error: 'switch.riskLevelRequired' })
    .int({ error: 'switch.riskLevelRequired' })
    .min(1, { error: 'switch.riskLevelRequired' })
    .max(5, { error: 'switch.riskLevelRequired' }),
  clientId: clientIdSchema,
  portfolio: portfolioGuidSchema,
  /**
   * 'true' for the level's Shariah model, 'false' for its conventional one (docs/shariah.md "Converting a goal");
   * left out, the portfolio stays as it is. The same level with the other kind converts the goal.
   */
  shariah: z.enum(['true', 'false'], { error: 'switch.shariahInvalid' }).optional(),
});
export type SwitchSaveQuery = z.infer<typeof switchSaveQuerySchema>;

/** `GET /api/v2/switch-profile/inprogress?clientId=` and `GET /api/v2/switch-profile/options?clientId=[&portfolio=]`. */
export const switchClientQuerySchema = z.object({ clientId: clientIdSchema });
export const switchOptionsQuerySchema = z.object({
  clientId: clientIdSchema,
  portfolio: portfolioGuidSchema,
  /** Which models to list: the Shariah or the conventional ones; left out, the portfolio's own kind. */
  shariah: z.enum(['true', 'false'], { error: 'switch.shariahInvalid' }).optional(),
});

export const portfolioSwitchSchema = z.object({
  switchId: z.string(),
  portfolioId: z.string(),
  goalName: z.string(),
  fromRiskLevel: z.number().int().min(1).max(5),
  toRiskLevel: z.number().int().min(1).max(5),
  /** Conventional (false) or Shariah (true), before and after (docs/shariah.md); the server always sends them. */
  fromShariah: z.boolean().optional(),
  toShariah: z.boolean().optional(),
  toRiskLevelName: z.string(),
  status: z.enum(SwitchStatuses),
  /** The trade date the switch executes on (YYYY-MM-DD, Malaysia time). */
  tradeDate: z.string(),
  requestedAt: z.string(),
  /** The trade date it was executed on, once COMPLETED. */
  executedDate: z.string().nullable(),
});
export type PortfolioSwitch = z.infer<typeof portfolioSwitchSchema>;
export const portfolioSwitchResponseSchema = z.object({ result: portfolioSwitchSchema });

/** Whether the client has a switch in progress (at most one at a time), and which. */
export const switchInProgressSchema = z.object({
  inProgress: z.boolean(),
  switch: portfolioSwitchSchema.nullable(),
});
export type SwitchInProgress = z.infer<typeof switchInProgressSchema>;
export const switchInProgressResponseSchema = z.object({ result: switchInProgressSchema });

/** One risk level the client could switch to, with its model's target allocation. */
export const switchLevelOptionSchema = z.object({
  riskLevel: z.number().int().min(1).max(5),
  /** The level's Shariah model (docs/shariah.md); the server always sends it. */
  shariah: z.boolean().optional(),
  name: z.string(),
  /** False for the current level and for levels above the knowledge cap. */
  allowed: z.boolean(),
  /** Why not allowed: 'CURRENT' or 'ABOVE_CAP'; null when allowed. */
  reason: z.enum(['CURRENT', 'ABOVE_CAP']).nullable(),
  allocations: z.array(allocationSchema),
});
export type SwitchLevelOption = z.infer<typeof switchLevelOptionSchema>;

/** What the switch page shows before the client confirms. */
export const switchOptionsSchema = z.object({
  portfolioId: z.string(),
  goalName: z.string(),
  currentRiskLevel: z.number().int().min(1).max(5),
  /** Whether the portfolio is a Shariah goal now; the server always sends it. */
  currentShariah: z.boolean().optional(),
  /** The highest level allowed (the knowledge cap, the same rule as a new portfolio's). */
  maxRiskLevel: z.number().int().min(1).max(5),
  /** The trade date a switch confirmed now would execute on. */
  tradeDate: z.string(),
  levels: z.array(switchLevelOptionSchema),
  inProgress: portfolioSwitchSchema.nullable(),
});
export type SwitchOptions = z.infer<typeof switchOptionsSchema>;
export const switchOptionsResponseSchema = z.object({ result: switchOptionsSchema });
