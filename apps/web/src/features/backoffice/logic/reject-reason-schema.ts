import { z } from 'zod';

/** The rejection reason is e-mailed to the client: required, not blank, 3–1000 characters (contracts' rule). */
export const rejectReasonFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .min(3, { error: 'backoffice.rejectReasonShort' })
    .max(1000, { error: 'backoffice.rejectReasonLong' }),
});
export type RejectReasonForm = z.infer<typeof rejectReasonFormSchema>;
