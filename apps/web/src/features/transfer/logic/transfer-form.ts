import { createTransferRequestSchema, type CreateTransferRequest } from '@harta/contracts/schemas/transfers';
import { isMessageKey } from '@harta/contracts/validators';
import { z } from 'zod';
import type { TransferT } from '../i18n/use-transfer-t';

/**
 * The form as typed (amount text and a checkbox) and its check: the contracts' request schema, so the page and
 * the server refuse the same things with the same messages.
 */
export interface TransferForm {
  fromPortfolioId: string;
  toPortfolioId: string;
  amount: string;
  transferAll: boolean;
}

export function toRequest(form: TransferForm): CreateTransferRequest {
  return form.transferAll
    ? { fromPortfolioId: form.fromPortfolioId, toPortfolioId: form.toPortfolioId, transferAll: true }
    : { fromPortfolioId: form.fromPortfolioId, toPortfolioId: form.toPortfolioId, amount: form.amount.trim() };
}

/** Validates through the request schema, reporting its issues under the form's fields. */
export const transferFormSchema = z
  .object({
    fromPortfolioId: z.string(),
    toPortfolioId: z.string(),
    amount: z.string(),
    transferAll: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const parsed = createTransferRequestSchema.safeParse(toRequest(form));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

export function fieldError(t: TransferT, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? t(message as never) : message;
}

/** One key per confirmed transfer, kept for retries of that same confirmation. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
