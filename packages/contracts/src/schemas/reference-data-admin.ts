import { z } from 'zod';
import { safeTextSchema } from '../validators';

/**
 * Staff editing of the reference data behind the public dropdowns (role 'staff'; a client token answers 403).
 * Paths in `ApiPaths.backofficeReferenceData`; docs/backoffice.md explains the rules.
 *
 * One list model for three tables, so one screen edits them all:
 * - kind 'dropdown': a `reference_values` type (BANK, OCCUPATION, COUNTRY …). `code` is what client records
 *   store, `label` the name shown, `sortOrder` the display order; COUNTRY items carry their dialling code in
 *   `value`.
 * - kind 'systemParameter' (list SYSTEM_PARAMETER): `code` is CATEGORY.KEY (the {a}/{b} of the public
 *   endpoint), `value` the value, `label` the description.
 * - kind 'restrictedCountry' (list RESTRICTED_COUNTRY): `code` is a country code of the COUNTRY list, `label`
 *   the reason.
 * Codes never change once created and items are never deleted (client records may hold them): staff deactivate
 * instead, which hides the item from the public endpoints and makes registration refuse it.
 */

export const SYSTEM_PARAMETER_LIST = 'SYSTEM_PARAMETER';
/**
 * The exchanges' trading holidays (docs/money.md "Trade dates"): a dropdown-kind list whose `code` is
 * '<exchange>:<YYYY-MM-DD>' (XKLS Bursa Malaysia, XNYS New York Stock Exchange) and `label` the holiday's name.
 */
export const EXCHANGE_HOLIDAY_LIST = 'EXCHANGE_HOLIDAY';

/** 'XKLS:2026-08-31': a known exchange and a real calendar date. */
export function isExchangeHolidayCode(code: string): boolean {
  const m = /^(XKLS|XNYS):(\d{4}-\d{2}-\d{2})$/.exec(code);
  if (!m) return false;
  const date = new Date(`${m[2]}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === m[2];
}
export const RESTRICTED_COUNTRY_LIST = 'RESTRICTED_COUNTRY';

export const ReferenceListKinds = ['dropdown', 'systemParameter', 'restrictedCountry'] as const;
export type ReferenceListKind = (typeof ReferenceListKinds)[number];

/**
 * Dropdown types whose codes the server checks against fixed sets in these contracts (MalaysianStates, IdTypes,
 * MaritalStatuses, EmploymentStatuses), not against the table: a new code would be listed but refused on save,
 * and a deactivated one still accepted. Staff may rename and reorder their items, not add or deactivate them.
 */
export const FIXED_CODE_TYPES: readonly string[] = ['STATE', 'ID_TYPE', 'MARITAL_STATUS', 'EMPLOYMENT_STATUS'];

export const REFERENCE_LABEL_MAX = 200;
export const REFERENCE_VALUE_MAX = 500;
export const REFERENCE_SORT_ORDER_MAX = 99_999;

export function referenceListKind(list: string): ReferenceListKind {
  if (list === SYSTEM_PARAMETER_LIST) return 'systemParameter';
  if (list === RESTRICTED_COUNTRY_LIST) return 'restrictedCountry';
  return 'dropdown';
}

/** Which of the optional fields a list's items use: drives the server's checks and the web's form alike. */
export interface ReferenceListFields {
  value: 'none' | 'optional' | 'required';
  sortOrder: boolean;
}

export function referenceListFields(list: string): ReferenceListFields {
  switch (referenceListKind(list)) {
    case 'systemParameter':
      return { value: 'required', sortOrder: false };
    case 'restrictedCountry':
      return { value: 'none', sortOrder: false };
    default:
      return { value: list === 'COUNTRY' ? 'optional' : 'none', sortOrder: true };
  }
}

export const referenceListSchema = z.object({
  /** A dropdown type, SYSTEM_PARAMETER or RESTRICTED_COUNTRY. */
  id: z.string(),
  kind: z.enum(ReferenceListKinds),
  /** False for FIXED_CODE_TYPES: items can be renamed and reordered only. */
  fixedCodes: z.boolean(),
  itemCount: z.number().int(),
  activeCount: z.number().int(),
  /** The public endpoint that serves the list (for staff to check what clients see). */
  publicPath: z.string(),
});
export type ReferenceList = z.infer<typeof referenceListSchema>;
export const referenceListsResponseSchema = z.object({ result: z.array(referenceListSchema) });

export const referenceItemSchema = z.object({
  code: z.string(),
  label: z.string(),
  value: z.string().nullable(),
  sortOrder: z.number().int().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export const referenceItemResponseSchema = z.object({ result: referenceItemSchema });
export const referenceListItemsResponseSchema = z.object({
  result: z.object({ list: referenceListSchema, items: z.array(referenceItemSchema) }),
});

export const referenceListParamsSchema = z.object({ list: z.string().min(1).max(40) });
export const referenceItemParamsSchema = referenceListParamsSchema.extend({ code: z.string().min(1).max(121) });

/**
 * The request bodies as the routes declare them (shape only, with generous bounds); the rules of each list are
 * `referenceItemCreateSchemaFor` / `referenceItemUpdateSchemaFor`, which the server applies next (400 with
 * issues per field) and the web's form applies as the user types.
 */
export const referenceItemCreateRequestSchema = z.object({
  code: safeTextSchema().max(200),
  label: safeTextSchema().max(1000),
  value: safeTextSchema().max(1000).nullish(),
  sortOrder: z.number().int().nullish(),
});
export type ReferenceItemCreateRequest = z.input<typeof referenceItemCreateRequestSchema>;

/** PUT: replaces the editable fields; an omitted `sortOrder` (or COUNTRY dialling code) keeps its current value. */
export const referenceItemUpdateRequestSchema = referenceItemCreateRequestSchema.omit({ code: true });
export type ReferenceItemUpdateRequest = z.input<typeof referenceItemUpdateRequestSchema>;

const required = (max: number) =>
  safeTextSchema({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.maxLength' });

const codeSchemaFor = (list: string) => {
  const base = safeTextSchema({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'validation.required' });
  switch (referenceListKind(list)) {
    case 'systemParameter':
      return base.regex(/^[A-Z0-9_]{1,60}\.[A-Z0-9_]{1,60}$/, { error: 'referenceData.parameterCode' });
    case 'restrictedCountry':
      return base.regex(/^[A-Z]{2}$/, { error: 'referenceData.countryCode' });
    default:
      if (list === EXCHANGE_HOLIDAY_LIST) return base.refine(isExchangeHolidayCode, { error: 'trading.holidayCode' });
      return list === 'COUNTRY'
        ? base.regex(/^[A-Z]{2}$/, { error: 'referenceData.countryCode' })
        : base.regex(/^[A-Z0-9_]{1,40}$/, { error: 'referenceData.codeFormat' });
  }
};

/** '' and null mean "no value" (an empty text box). */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * Output: a string, null (no value: '' or null sent) or undefined (not sent: an edit keeps the current one).
 * Lists without a value always give null.
 */
const valueSchemaFor = (list: string) => {
  const { value } = referenceListFields(list);
  if (value === 'required') return required(REFERENCE_VALUE_MAX);
  if (value === 'none')
    return z
      .unknown()
      .optional()
      .transform((): null => null);
  // COUNTRY: the dialling code shown beside the mobile number.
  return z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .regex(/^\+\d{1,4}$/, { error: 'referenceData.dialCode' })
      .nullable()
      .optional(),
  );
};

const sortOrderSchemaFor = (list: string) =>
  referenceListFields(list).sortOrder
    ? z
        .number({ error: 'referenceData.sortOrder' })
        .int({ error: 'referenceData.sortOrder' })
        .min(0, { error: 'referenceData.sortOrder' })
        .max(REFERENCE_SORT_ORDER_MAX, { error: 'referenceData.sortOrder' })
        .nullish()
        .transform((v) => v ?? null)
    : z
        .unknown()
        .optional()
        .transform((): null => null);

/** The rules of a new item of `list` (issues carry message keys of `messagesEn`). */
export function referenceItemCreateSchemaFor(list: string) {
  return z.object({
    code: codeSchemaFor(list),
    label: required(REFERENCE_LABEL_MAX),
    value: valueSchemaFor(list),
    /** null: after the last item. */
    sortOrder: sortOrderSchemaFor(list),
  });
}
export type ReferenceItemCreate = z.output<ReturnType<typeof referenceItemCreateSchemaFor>>;

/** The rules of an edit of an item of `list`; a null `sortOrder` or an undefined `value` keeps the current one. */
export function referenceItemUpdateSchemaFor(list: string) {
  return referenceItemCreateSchemaFor(list).omit({ code: true });
}
export type ReferenceItemUpdate = z.output<ReturnType<typeof referenceItemUpdateSchemaFor>>;
