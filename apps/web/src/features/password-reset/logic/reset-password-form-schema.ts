import { z } from 'zod';
import { confirmMatch, emailSchema, passwordSchema } from '@harta/contracts/validators';

/** The reset form: the spec's password-strength and confirm-match validators (they emit message keys). */
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema(),
    confirmPassword: z.string(),
  })
  .superRefine(confirmMatch('password', 'confirmPassword'));

export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

/** The forgot-password form: one required e-mail address (stray spaces around a pasted address are forgiven). */
export const forgotPasswordFormSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(emailSchema({ required: true })),
});

export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;
