import { z } from 'zod';
import { clientLoginSummarySchema } from './client';
import { contactInformationSchema } from './registration-contact';
import { financialInformationSchema } from './registration-financial';
import { knowledgeInformationSchema } from './registration-knowledge';
import { personalInformationSchema } from './registration-personal';

/**
 * GET /api/registration/getClientById and GET /api/clientProfile/getClientById: everything the client has
 * saved so far (no secrets: no password, tokens or codes). Steps not yet saved are null. The review page
 * (step 10) shows it with Edit links.
 */
export const registrationClientSchema = clientLoginSummarySchema.extend({
  surName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  referralCode: z.string().nullable(),
  completedPercent: z.number().int().min(0).max(100),
  createdAt: z.string(),
  personal: personalInformationSchema.nullable(),
  contact: contactInformationSchema,
  financial: financialInformationSchema.nullable(),
  knowledge: knowledgeInformationSchema.nullable(),
});
export type RegistrationClient = z.infer<typeof registrationClientSchema>;

export const getRegistrationClientResponseSchema = z.object({ result: registrationClientSchema });
