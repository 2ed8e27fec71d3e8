import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema, nonBlankSchema } from '@harta/contracts/validators';

// The shared validators emit message keys; they are translated when shown. Stray spaces around a pasted
// e-mail address are forgiven.
const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(emailSchema({ required: true })),
  password: nonBlankSchema(),
});

/** The login form's rules (the contracts' validators), as a react-hook-form resolver. */
export const loginResolver = zodResolver(loginSchema);
