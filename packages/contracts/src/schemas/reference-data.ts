import { z } from 'zod';

/**
 * Reference data (dropdowns, system parameters, ethnicity, restricted countries). Held in the database,
 * seeded at start and editable by staff; every list answers `{ result: [...] }` in display order and only
 * active entries. Public (they are needed before login) and cacheable for 5 minutes.
 */

/** Types served by getValueByType/{type} (upper case). */
export const ReferenceTypes = [
  'BUSINESS_TYPE',
  'OCCUPATION',
  'NET_WORTH',
  'ANNUAL_INCOME',
  'SOURCE_OF_FUNDS',
  'BANK',
  'COUNTRY',
  'ETHNICITY',
  'TITLE',
  'STATE',
  'ID_TYPE',
  'MARITAL_STATUS',
  'EMPLOYMENT_STATUS',
] as const;
export type ReferenceType = (typeof ReferenceTypes)[number];

export const dropdownItemSchema = z.object({
  code: z.string(),
  name: z.string(),
});
export type DropdownItem = z.infer<typeof dropdownItemSchema>;

export const dropdownListResponseSchema = z.object({ result: z.array(dropdownItemSchema) });
export type DropdownListResponse = z.infer<typeof dropdownListResponseSchema>;

export const referenceTypeParamsSchema = z.object({ type: z.string().min(1).max(40) });

/** getCountryList / getCountryListNoUs: ISO 3166-1 alpha-2 code, English name, dialling code. */
export const countryItemSchema = dropdownItemSchema.extend({ dialCode: z.string().nullable() });
export type CountryItem = z.infer<typeof countryItemSchema>;
export const countryListResponseSchema = z.object({ result: z.array(countryItemSchema) });

/** getBankList: Malaysian banks (code, name). */
export const bankListResponseSchema = dropdownListResponseSchema;

/** GET /api/SystemParameter/SystemParameters/{a}/{b}: category a, key b. Unknown pair: 404. */
export const systemParameterParamsSchema = z.object({ a: z.string().min(1).max(60), b: z.string().min(1).max(60) });
export const systemParameterSchema = z.object({ category: z.string(), key: z.string(), value: z.string() });
export type SystemParameter = z.infer<typeof systemParameterSchema>;
export const systemParameterResponseSchema = z.object({ result: systemParameterSchema });

/** GET /api/SystemDefaults/SystemDefaultEthnicity. */
export const ethnicityListResponseSchema = dropdownListResponseSchema;

/** GET /api/RestrictedCountry/RestrictedCountryGet: countries whose residents/nationals cannot open an account. */
export const restrictedCountrySchema = z.object({ code: z.string(), name: z.string(), reason: z.string() });
export type RestrictedCountry = z.infer<typeof restrictedCountrySchema>;
export const restrictedCountryListResponseSchema = z.object({ result: z.array(restrictedCountrySchema) });

/** GET /api/dev/mailbox?to=<address or phone>: development only (never served in production). */
export const devMailboxQuerySchema = z.object({
  to: z.string().min(1).max(254),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const devMailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;
export const devMailboxResponseSchema = z.object({ result: z.array(devMailboxMessageSchema) });
