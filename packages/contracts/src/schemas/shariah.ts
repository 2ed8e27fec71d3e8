import { z } from 'zod';
import { safeTextSchema } from '../validators';

/**
 * The Shariah universe in the back office (docs/shariah.md): each fund with its Shariah facts. A change of them is
 * made by staff and takes effect only once a Shariah adviser approves it (approval kind 'shariahUniverse.change'),
 * always, whatever the four-eyes switches say. Paths in `ApiPaths.backofficeShariah`.
 */

export const shariahFundSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  description: z.string().nullable(),
  descriptionMs: z.string().nullable(),
  assetClass: z.string(),
  currency: z.string(),
  exchange: z.string(),
  issuer: z.string().nullable(),
  shariahCompliant: z.boolean(),
  screeningStandard: z.string().nullable(),
  certifyingBody: z.string().nullable(),
});
export type ShariahFund = z.infer<typeof shariahFundSchema>;
export const shariahUniverseResponseSchema = z.object({ result: z.array(shariahFundSchema) });

const factText = safeTextSchema({ error: 'shariah.factRequired' })
  .trim()
  .min(3, { error: 'shariah.factRequired' })
  .max(200, { error: 'shariah.factRequired' });

/**
 * `PUT /api/backoffice/shariah/universe/{ticker}`: a compliant fund names its screening standard and certifying
 * body; a fund taken out of the universe (false) needs neither.
 */
export const shariahFundChangeSchema = z
  .object({
    shariahCompliant: z.boolean({ error: 'shariah.factRequired' }),
    screeningStandard: factText.nullable().optional(),
    certifyingBody: factText.nullable().optional(),
  })
  .refine((v) => !v.shariahCompliant || (!!v.screeningStandard && !!v.certifyingBody), {
    error: 'shariah.factRequired',
    path: ['screeningStandard'],
  });
export type ShariahFundChange = z.infer<typeof shariahFundChangeSchema>;
export const shariahFundResponseSchema = z.object({ result: shariahFundSchema });
