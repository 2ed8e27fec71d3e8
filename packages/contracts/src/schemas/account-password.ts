import { z } from 'zod';
import { boundedString, confirmMatch, passwordSchema, safeTextSchema } from '../validators';

/**
 * Changing the password while logged in (issue #13, docs/account.md). Both calls check the current password and
 * answer `{ status, errorMessage }` (profileUpdateResultSchema, spec section 7):
 * - `changeUserPassword` (the change-password page) keeps the session that asked and signs out every other one;
 * - `updateClientPassword` (my-profile, "change and sign out everywhere") signs out every session, this one too.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: safeTextSchema({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
    newPassword: passwordSchema(),
    confirmPassword: boundedString({ error: 'validation.required' }),
  })
  .superRefine(confirmMatch('newPassword', 'confirmPassword'))
  .superRefine((data, ctx) => {
    if (data.newPassword !== '' && data.newPassword === data.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'account.passwordUnchanged' });
    }
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
