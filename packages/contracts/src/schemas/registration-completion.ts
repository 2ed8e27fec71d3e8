import { z } from 'zod';

/**
 * Registration step 10 (`POST completeRegistration`) and the first login after approval
 * (`GET /api/clientProfile/activateClient`). See docs/registration.md.
 */

/** The client confirms the declarations on the review page. */
export const completeRegistrationRequestSchema = z.object({
  clientId: z.coerce.number().int().positive().optional(),
  /** The information is true and complete, and the client will tell the firm when it changes. */
  declarationsAccepted: z.literal(true),
});

export const completeRegistrationSchema = z.object({
  status: z.string(),
  currentStep: z.number().int(),
  submittedAt: z.string(),
});
export const completeRegistrationResponseSchema = z.object({ result: completeRegistrationSchema });

/**
 * A 409 `REGISTRATION_INCOMPLETE` answer lists the unfinished steps in `issues`
 * (`path` = step name of contracts registration-steps, e.g. 'identity'; `message` = what is missing).
 */
export const REGISTRATION_INCOMPLETE_CODE = 'REGISTRATION_INCOMPLETE';

/**
 * `GET activateClient` (any status may call it; only ACTIVE clients are activated). The first call after
 * approval records `activatedAt` and answers `showWelcome: true` (the web then shows the Welcome modal);
 * later calls answer false.
 */
export const activateClientSchema = z.object({
  status: z.string(),
  activated: z.boolean(),
  activatedAt: z.string().nullable(),
  showWelcome: z.boolean(),
});
export type ActivateClient = z.infer<typeof activateClientSchema>;
export const activateClientResponseSchema = z.object({ result: activateClientSchema });
