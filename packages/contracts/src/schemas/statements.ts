import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * Client statements (paths in `ApiPaths.statements`; docs/returns.md "Statements"). One PDF per
 * client and period covering every portfolio: MONTHLY for a calendar month ('2026-10'), ANNUAL for a calendar year
 * ('2025'), Malaysia time. Validation messages are message keys (contracts `messagesEn`).
 */
export const STATEMENT_KINDS = ['MONTHLY', 'ANNUAL'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** '2026-10' (a month) or '2025' (a year). */
export const STATEMENT_PERIOD_PATTERN = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

export const statementPeriodSchema = z
  .string({ error: 'statements.periodFormat' })
  .trim()
  .regex(STATEMENT_PERIOD_PATTERN, { error: 'statements.periodFormat' })
  .refine((text) => Number(text.slice(0, 4)) >= 2000, { error: 'statements.periodFormat' });

export const statementSchema = z.object({
  /** Public id (uuid): the download path's `id`. */
  id: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** '2026-10' or '2025'. */
  period: z.string(),
  /** First and last day covered (YYYY-MM-DD). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The language it is printed in: each language is its own PDF. */
  language: z.enum(LANGUAGES),
  portfolioCount: z.number().int(),
  sizeBytes: z.number().int(),
  /** When it was produced (ISO 8601). */
  createdAt: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * `GET /api/statements`, answered as `{ result }`: the stored statements (every language), and every period the
 * client can have one for: each ended month and year since their first portfolio was opened, newest first (a
 * year's annual summary before its months). A period without a stored statement is produced when asked for.
 */
export const statementListSchema = z.object({
  statements: z.array(statementSchema),
  periods: z.array(z.string()),
});
export type StatementList = z.infer<typeof statementListSchema>;
export const statementListResponseSchema = z.object({ result: statementListSchema });

/**
 * `POST /api/statements`: a past month or year, in a language (by default the client's own); the answer is the
 * statement (made now if it was missing in that language).
 */
export const requestStatementSchema = z
  .object({
    period: statementPeriodSchema,
    language: z.enum(LANGUAGES, { error: 'validation.unknownOption' }).optional(),
  })
  .strict();
export type RequestStatement = z.infer<typeof requestStatementSchema>;

export const requestStatementResponseSchema = z.object({
  statement: statementSchema,
  /** True when this request produced it; false when it already existed. */
  created: z.boolean(),
});
export type RequestStatementResponse = z.infer<typeof requestStatementResponseSchema>;
export const requestStatementReplySchema = z.object({ result: requestStatementResponseSchema });

/** The download path's `id`. */
export const statementIdParamsSchema = z.object({ id: z.uuid() });
