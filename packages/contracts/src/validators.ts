/**
 * Shared validators of spec section 5, for the web (react-hook-form) and the server (Fastify).
 *
 * Every validator is a pure function `(value, ...params) => ValidationResult`: `null` when the value is valid,
 * otherwise a message key of `messagesEn` plus the values for its `{{placeholders}}`. Validators never return
 * English text; the web translates the key, the server may use `formatMessage`.
 *
 * The zod helpers at the end run the same functions and put the key in the issue's `message` (so a resolver
 * hands the key to the form), and the placeholder values in `issue.params.values`
 * (read both back with {@link resultFromIssue}).
 *
 * Edge cases, decided here (the spec names the rules only):
 * - "Empty" means `null`, `undefined` or ''. For numbers `NaN` is also empty (react-hook-form's
 *   `valueAsNumber` yields `NaN` for an empty input).
 * - Format validators (numeric range/min/max, e-mail, file extension, file size) let empty values pass;
 *   required-ness is a separate rule ({@link validateNonBlank}, or `required: true` on the zod helpers).
 * - Password strength and confirm-match are inherently required: empty → 'validation.required'.
 * - Nothing is trimmed. ' 12' is not a number, ' a@b.co' is not an e-mail, '   ' is whitespace-only.
 * - A number is a plain decimal: optional leading '-', digits, optional '.' followed by digits
 *   ('12', '-3', '1.5', '007'). Rejected: '1e3', '+1', '.5', '1.', '1,000', '0x10', 'Infinity', ' 1'.
 *   A number-typed value must be finite.
 * - Range/min/max bounds are inclusive.
 */
import { z } from 'zod';
import { messagesEn, type MessageKey } from './messages';
import { passwordCriteriaMet, PasswordCriteria } from './password-strength';
import { isSafeText } from './text-safety';

export type ValidationValues = Record<string, string | number>;
export type ValidationResult = null | { key: MessageKey; values?: ValidationValues };

/** A value a numeric field may hold: text from an input, a number, or nothing. */
export type NumericInput = string | number | null | undefined;

/** Enough of a browser `File` or a multipart part to validate it. `size` is in bytes. */
export interface FileLike {
  name: string;
  size: number;
}

export interface FileRules {
  /** Allowed extensions, case-insensitive, with or without the leading dot: ['jpg', 'png', 'pdf']. */
  allowed: readonly string[];
  /** Inclusive size bounds in KB (1 KB = 1024 bytes). */
  minKb: number;
  maxKb: number;
}

export const BYTES_PER_KB = 1024;

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

// Pragmatic e-mail shape: dot-atom local part, '@', dot-separated host labels (letters, digits, inner
// hyphens), alphabetic top-level domain of 2+ letters. ASCII only; no quoted local parts, no IP literals.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/** `null`, `undefined` and '' are empty. */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function isEmptyNumeric(value: NumericInput): value is null | undefined | '' {
  return isEmptyValue(value) || (typeof value === 'number' && Number.isNaN(value));
}

/** The number a non-empty numeric value stands for, or `null` when it is not a plain decimal / finite number. */
export function parsePlainNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (!PLAIN_DECIMAL.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function checkNumeric(value: NumericInput, outOfBounds: (n: number) => ValidationResult): ValidationResult {
  if (isEmptyNumeric(value)) return null;
  const n = parsePlainNumber(value);
  if (n === null) return { key: 'validation.numeric' };
  return outOfBounds(n);
}

/** min ≤ value ≤ max → null; outside → 'validation.range' {min,max}; not a number → 'validation.numeric'. */
export function validateNumericRange(value: NumericInput, min: number, max: number): ValidationResult {
  return checkNumeric(value, (n) => (n < min || n > max ? { key: 'validation.range', values: { min, max } } : null));
}

/** value ≥ min → null; below → 'validation.min' {min}; not a number → 'validation.numeric'. */
export function validateNumericMin(value: NumericInput, min: number): ValidationResult {
  return checkNumeric(value, (n) => (n < min ? { key: 'validation.min', values: { min } } : null));
}

/** value ≤ max → null; above → 'validation.max' {max}; not a number → 'validation.numeric'. */
export function validateNumericMax(value: NumericInput, max: number): ValidationResult {
  return checkNumeric(value, (n) => (n > max ? { key: 'validation.max', values: { max } } : null));
}

/** Empty → 'validation.required'; whitespace-only → 'validation.whitespace'; anything else passes. */
export function validateNonBlank(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return { key: 'validation.required' };
  if (value.trim() === '') return { key: 'validation.whitespace' };
  return null;
}

/**
 * Empty passes; a control character other than tab or a line break, or a lone surrogate (see text-safety.ts)
 * → 'validation.controlCharacters'.
 */
export function validateSafeText(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  return isSafeText(value) ? null : { key: 'validation.controlCharacters' };
}

/**
 * Empty → 'validation.required'; any criterion of `password-strength.ts` unmet (length ≥ 8, uppercase,
 * lowercase, digit, special) → 'validation.passwordWeak'.
 */
export function validatePassword(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return { key: 'validation.required' };
  const met = passwordCriteriaMet(value);
  return PasswordCriteria.every((c) => met[c]) ? null : { key: 'validation.passwordWeak' };
}

/**
 * The confirmation field must equal the original exactly (case- and whitespace-sensitive).
 * Empty confirmation → 'validation.required'; different → 'validation.confirmMismatch'.
 */
export function validateConfirmMatch(
  value: string | null | undefined,
  original: string | null | undefined,
): ValidationResult {
  if (isEmptyValue(value)) return { key: 'validation.required' };
  return value === (original ?? '') ? null : { key: 'validation.confirmMismatch' };
}

/** Empty passes; otherwise the whole value must be one plain e-mail address → else 'validation.email'. */
export function validateEmail(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  const at = value.lastIndexOf('@');
  const ok = value.length <= EMAIL_MAX_LENGTH && at <= EMAIL_LOCAL_MAX_LENGTH && EMAIL.test(value);
  return ok ? null : { key: 'validation.email' };
}

/**
 * The lower-cased last extension of a file name, without the dot; '' when there is none.
 * Directories ('C:\\fakepath\\a.png', 'dir/a.png') are ignored; a leading dot is a hidden file, not an
 * extension ('.png' → ''); a trailing dot gives ''. 'scan.PDF' → 'pdf', 'a.tar.gz' → 'gz'.
 */
export function fileExtensionOf(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

function normalizeExtensions(allowed: readonly string[]): string[] {
  return allowed.map((ext) => ext.trim().replace(/^\./, '').toLowerCase()).filter((ext) => ext !== '');
}

/**
 * Empty name passes. Otherwise the last extension must be in the allow-list (case-insensitive, no aliasing:
 * 'jpeg' is not 'jpg') → else 'validation.fileExtension' {allowed: 'jpg, png, pdf'}.
 */
export function validateFileExtension(
  fileName: string | null | undefined,
  allowed: readonly string[],
): ValidationResult {
  if (isEmptyValue(fileName)) return null;
  const list = normalizeExtensions(allowed);
  const ext = fileExtensionOf(fileName);
  return ext !== '' && list.includes(ext)
    ? null
    : { key: 'validation.fileExtension', values: { allowed: list.join(', ') } };
}

/**
 * Size in bytes within [minKb × 1024, maxKb × 1024], inclusive → null; else 'validation.fileSize' {min,max}
 * (in KB). `null`/`undefined` pass; a negative or non-finite size fails.
 */
export function validateFileSize(sizeBytes: number | null | undefined, minKb: number, maxKb: number): ValidationResult {
  if (sizeBytes === null || sizeBytes === undefined) return null;
  const ok = Number.isFinite(sizeBytes) && sizeBytes >= minKb * BYTES_PER_KB && sizeBytes <= maxKb * BYTES_PER_KB;
  return ok ? null : { key: 'validation.fileSize', values: { min: minKb, max: maxKb } };
}

/** Extension first, then size. No file passes (use `fileSchema` or a required check for mandatory files). */
export function validateFile(file: FileLike | null | undefined, rules: FileRules): ValidationResult {
  if (!file) return null;
  return validateFileExtension(file.name, rules.allowed) ?? validateFileSize(file.size, rules.minKb, rules.maxKb);
}

// ---------------------------------------------------------------------------------------------------------
// zod helpers
// ---------------------------------------------------------------------------------------------------------

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(messagesEn, value);
}

function addResult(ctx: z.RefinementCtx<unknown>, result: ValidationResult, path?: PropertyKey[]): void {
  if (!result) return;
  ctx.addIssue({
    code: 'custom',
    message: result.key,
    ...(result.values ? { params: { values: result.values } } : {}),
    ...(path ? { path } : {}),
  });
}

/** Turns a validator into a `superRefine` callback: `z.string().superRefine(refineWith(validateEmail))`. */
export function refineWith<T>(validate: (value: T) => ValidationResult): (value: T, ctx: z.RefinementCtx<T>) => void {
  return (value, ctx) => addResult(ctx, validate(value));
}

/**
 * The key and placeholder values of an issue raised by these helpers (or any issue whose message is a
 * message key); `null` when the message is not a key. Works on zod issues and on react-hook-form errors
 * (which keep `message` only, so their values are absent).
 */
export function resultFromIssue(issue: { message?: string; params?: Record<string, unknown> }): ValidationResult {
  if (!isMessageKey(issue.message)) return null;
  const values = issue.params?.values;
  return values && typeof values === 'object'
    ? { key: issue.message, values: values as ValidationValues }
    : { key: issue.message };
}

export interface RequiredOption {
  /** When true, an empty value fails with 'validation.required'. Default false (empty passes). */
  required?: boolean;
}

const numericInput = z.custom<NumericInput>(
  (v) => v === null || v === undefined || typeof v === 'string' || typeof v === 'number',
  { error: 'validation.numeric' },
);

function numericSchema(validate: (value: NumericInput) => ValidationResult, required: boolean) {
  return numericInput
    .superRefine((value, ctx) => {
      addResult(ctx, required && isEmptyNumeric(value) ? { key: 'validation.required' } : validate(value));
    })
    .transform((value): number | undefined =>
      isEmptyNumeric(value) ? undefined : (parsePlainNumber(value) ?? undefined),
    );
}

/** Accepts text or a number; outputs the number (`undefined` when empty and not required). */
export function numericRangeSchema(
  min: number,
  max: number,
  options: { required: true },
): z.ZodType<number, NumericInput>;
export function numericRangeSchema(
  min: number,
  max: number,
  options?: RequiredOption,
): z.ZodType<number | undefined, NumericInput>;
export function numericRangeSchema(
  min: number,
  max: number,
  options: RequiredOption = {},
): z.ZodType<number | undefined, NumericInput> {
  return numericSchema((v) => validateNumericRange(v, min, max), options.required === true);
}

export function numericMinSchema(min: number, options: { required: true }): z.ZodType<number, NumericInput>;
export function numericMinSchema(min: number, options?: RequiredOption): z.ZodType<number | undefined, NumericInput>;
export function numericMinSchema(
  min: number,
  options: RequiredOption = {},
): z.ZodType<number | undefined, NumericInput> {
  return numericSchema((v) => validateNumericMin(v, min), options.required === true);
}

export function numericMaxSchema(max: number, options: { required: true }): z.ZodType<number, NumericInput>;
export function numericMaxSchema(max: number, options?: RequiredOption): z.ZodType<number | undefined, NumericInput>;
export function numericMaxSchema(
  max: number,
  options: RequiredOption = {},
): z.ZodType<number | undefined, NumericInput> {
  return numericSchema((v) => validateNumericMax(v, max), options.required === true);
}

/**
 * The longest text any field of a request may hold, whatever the field's own (smaller) rule: no form field comes
 * near it, and a longer value is refused by its length before anything else reads it (docs/security.md "Hostile
 * bytes"). A field with a tighter natural bound (an amount, a date, a code) declares that instead.
 */
export const REQUEST_TEXT_MAX_LENGTH = 10_000;

/**
 * `z.string()` with a maximum length checked first, aborting the rest of the chain (refinements, transforms) on a
 * longer value; the maximum is in the OpenAPI document as `maxLength`. Every string of a request schema starts
 * from this (or another bounded schema): the request-limits test fails on one that does not.
 */
export function boundedString(
  params?: Parameters<typeof z.string>[0],
  max: number = REQUEST_TEXT_MAX_LENGTH,
  error: string = 'validation.tooLong',
) {
  return z.string(params).max(max, { error, abort: true });
}

/**
 * A string without control characters (other than tab and line breaks) or lone surrogates: the base of every
 * free-text field of a request, so the form names the field before the server refuses the request.
 * `safeTextSchema({ error: 'validation.required' }).trim().min(1)` chains like `z.string()`.
 */
export function safeTextSchema(params?: Parameters<typeof z.string>[0]) {
  return boundedString(params).superRefine(refineWith(validateSafeText));
}

/** A required, not whitespace-only string ('validation.required' also for a missing or non-string value). */
export function nonBlankSchema() {
  return safeTextSchema({ error: 'validation.required' }).superRefine(refineWith(validateNonBlank));
}

/** A required password meeting every strength criterion. */
export function passwordSchema() {
  return safeTextSchema({ error: 'validation.required' }).superRefine(refineWith(validatePassword));
}

/** An e-mail address; empty passes unless `required`. */
export function emailSchema(options: RequiredOption = {}) {
  const required = options.required === true;
  return boundedString(
    { error: required ? 'validation.required' : 'validation.email' },
    EMAIL_MAX_LENGTH,
    'validation.email',
  ).superRefine(refineWith((v: string) => (required && v === '' ? { key: 'validation.required' } : validateEmail(v))));
}

/**
 * Object-level refinement: `confirmField` must equal `field`; the issue goes on `confirmField`.
 * `z.object({ password: passwordSchema(), confirmPassword: z.string() })
 *    .superRefine(confirmMatch('password', 'confirmPassword'))`
 */
export function confirmMatch<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmField: keyof T & string,
): (data: T, ctx: z.RefinementCtx<T>) => void {
  return (data, ctx) => {
    const original = data[field];
    const confirm = data[confirmField];
    addResult(
      ctx,
      validateConfirmMatch(
        typeof confirm === 'string' ? confirm : undefined,
        typeof original === 'string' ? original : undefined,
      ),
      [confirmField],
    );
  };
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { name?: unknown; size?: unknown };
  return typeof v.name === 'string' && typeof v.size === 'number';
}

/**
 * A required file (browser `File` or `{ name, size }`); missing → 'validation.required', then extension,
 * then size. Output keeps the original object (`fileSchema<File>(rules)`). For an optional file add `.optional()`.
 */
export function fileSchema<T extends FileLike = FileLike>(rules: FileRules) {
  return z
    .custom<T>((v) => isFileLike(v), { error: 'validation.required' })
    .superRefine(refineWith((file: T) => validateFile(file, rules)));
}
