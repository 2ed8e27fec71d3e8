import { z } from 'zod';
import { boundedString, safeTextSchema } from '../validators';
import { REGISTRATION_STEP_COUNT } from '../registration-steps';

/**
 * Pieces every registration step shares (docs/registration.md). Issue messages are message keys of
 * `messagesEn` (the web translates them; the server answers them in `issues[].message`).
 */

/** A person's name: letters (any script), spaces and `'@.-/`; trimmed; 1–`max` characters. */
export const NAME_PATTERN = /^[\p{L}\p{M} '@./-]+$/u;

export function personNameSchema(max = 100) {
  return boundedString({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((v) => v.length <= max, { message: 'validation.maxLength', params: { values: { max: max } } })
    .regex(NAME_PATTERN, { error: 'validation.givenName' });
}

/** Free text that must not be blank, trimmed, at most `max` characters. */
export function requiredTextSchema(max: number) {
  return safeTextSchema({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((v) => v.length <= max, { message: 'validation.maxLength', params: { values: { max: max } } });
}

/** Optional free text: '' and null become null. */
export function optionalTextSchema(max: number) {
  return safeTextSchema()
    .trim()
    .refine((v) => v.length <= max, { message: 'validation.maxLength', params: { values: { max: max } } })
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * Option of an object-level refinement that must run even when some fields failed (so a form shows every
 * problem at once), but never on a body that is not an object at all: there the fields the refinement reads
 * do not exist, and reading them would throw (a JSON `null` body once answered 500).
 */
export const alsoWithFieldIssues = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** ISO 3166-1 alpha-2 country code, upper case ('MY'). */
export const countryCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.countryCode' });

/** A reference-data code (dropdown value): upper case letters, digits and underscores. */
export const optionCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(40, { error: 'validation.unknownOption' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.unknownOption' });

/** Calendar date sent as year-month-day (spec section 3). */
export const isoDateSchema = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });

/**
 * Optional `clientId` some calls carry: when present it must be the caller's own (403 NOT_OWNER otherwise);
 * the server always works on the caller's record.
 */
export const optionalClientIdSchema = z.coerce.number().int().positive().optional();

export const clientIdQuerySchema = z.object({ clientId: optionalClientIdSchema });

/** Answer of every step save: where the client now stands. */
export const stepSavedSchema = z.object({
  clientId: z.number().int(),
  currentStep: z.number().int().min(1).max(REGISTRATION_STEP_COUNT),
});
export type StepSaved = z.infer<typeof stepSavedSchema>;
export const stepSavedResponseSchema = z.object({ result: stepSavedSchema });

/** Answer of calls that only acknowledge (the text is a message to show, e.g. 'registration.resendSent'). */
export const acknowledgedResponseSchema = z.object({
  result: z.object({ message: z.string() }),
});
export type AcknowledgedResponse = z.infer<typeof acknowledgedResponseSchema>;

/** Audit fields the spec's registration saves carry; the server ignores them and uses the caller's e-mail. */
export const auditFieldsSchema = z.object({
  createdBy: safeTextSchema().max(254).nullish(),
  modifiedBy: safeTextSchema().max(254).nullish(),
});
