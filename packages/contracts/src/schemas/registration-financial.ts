import { z } from 'zod';
import {
  alsoWithFieldIssues,
  auditFieldsSchema,
  countryCodeSchema,
  optionCodeSchema,
  optionalClientIdSchema,
  optionalTextSchema,
  personNameSchema,
} from './registration-common';
import { MALAYSIA } from './registration-personal';
import { boundedString } from '../validators';

/** Step 7, financial information (docs/registration.md; GUIDE section 7 for the ringgit-borrowing rule). */

export const EmploymentStatuses = [
  'EMPLOYED',
  'SELF_EMPLOYED',
  'UNEMPLOYED',
  'STUDENT',
  'RETIRED',
  'HOMEMAKER',
] as const;
export type EmploymentStatus = (typeof EmploymentStatuses)[number];
/** Statuses that must name an occupation, business type and employer. */
export const WORKING_STATUSES: readonly EmploymentStatus[] = ['EMPLOYED', 'SELF_EMPLOYED'];

/**
 * POST saveFinancialInformation. Codes come from the dropdowns: `occupation` (getOccupationList), `businessType`
 * (getBusinessTypeList), `annualIncome` (getValueByType/ANNUAL_INCOME), `netWorth` (getNetWorthList),
 * `sourceOfFunds` (getValueByType/SOURCE_OF_FUNDS), `bankCode` (getBankList), `taxResidency`
 * (getCountryListNoUs); the server checks each exists (400 'validation.unknownOption').
 * - `isUsPerson` true answers 409 US_PERSON: a US person cannot open an account.
 * - `bankAccountHolderName` must be the client's own name (400 'validation.bankAccountHolder').
 * - `taxIdentificationNumber` is required when the tax residency is not Malaysia.
 * - `borrowingUndertaking` must be true (the client will tell the firm if the borrowing answer changes).
 */
// The fields alone (before the cross-field rules): the profile's bank, income and tax sections pick from them.
export const financialFieldsSchema = auditFieldsSchema.extend({
  clientId: optionalClientIdSchema,
  employmentStatus: z.enum(EmploymentStatuses, { error: 'validation.unknownOption' }),
  occupation: optionCodeSchema.nullish(),
  businessType: optionCodeSchema.nullish(),
  employerName: optionalTextSchema(100),
  annualIncome: optionCodeSchema,
  netWorth: optionCodeSchema,
  sourceOfFunds: optionCodeSchema,
  bankCode: optionCodeSchema,
  bankAccountNumber: boundedString({ error: 'validation.required' }, 60, 'validation.bankAccountNumber')
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, { error: 'validation.bankAccountNumber' })),
  bankAccountHolderName: personNameSchema(100),
  taxResidency: countryCodeSchema,
  taxIdentificationNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,30}$/, { error: 'validation.tin' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  isUsPerson: z.boolean({ error: 'validation.required' }),
  hasDomesticRinggitBorrowing: z.boolean({ error: 'validation.required' }),
  borrowingUndertaking: z.literal(true, { error: 'validation.mustAccept' }),
});

/** The step 7 body: the fields above with their cross-field rules (also the profile's merged check). */
export const saveFinancialInformationRequestSchema = financialFieldsSchema
  .superRefine(
    (data, ctx) => {
      if (WORKING_STATUSES.includes(data.employmentStatus)) {
        for (const field of ['occupation', 'businessType', 'employerName'] as const) {
          if (!data[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
        }
      }
      const tin = data.taxIdentificationNumber;
      if (
        typeof data.taxResidency === 'string' &&
        data.taxResidency !== MALAYSIA &&
        (tin === null || tin === undefined)
      ) {
        ctx.addIssue({ code: 'custom', path: ['taxIdentificationNumber'], message: 'validation.tin' });
      }
    },
    // Also when other fields failed, so the form shows every problem at once (fields may then be missing).
    alsoWithFieldIssues,
  )
  .transform((data) => ({
    ...data,
    occupation: data.occupation ? data.occupation.toUpperCase() : null,
    businessType: data.businessType ? data.businessType.toUpperCase() : null,
    taxIdentificationNumber: data.taxIdentificationNumber ?? null,
  }));
export type SaveFinancialInformationRequest = z.input<typeof saveFinancialInformationRequestSchema>;

export const financialInformationSchema = z.object({
  clientId: z.number().int(),
  employmentStatus: z.enum(EmploymentStatuses),
  occupation: z.string().nullable(),
  businessType: z.string().nullable(),
  employerName: z.string().nullable(),
  annualIncome: z.string(),
  netWorth: z.string(),
  sourceOfFunds: z.string(),
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  bankAccountHolderName: z.string(),
  taxResidency: z.string(),
  taxIdentificationNumber: z.string().nullable(),
  isUsPerson: z.boolean(),
  hasDomesticRinggitBorrowing: z.boolean(),
  borrowingUndertaking: z.boolean(),
});
export type FinancialInformation = z.infer<typeof financialInformationSchema>;

/** GET getfinancialInfoByClientId: null until the step is saved. */
export const getFinancialInfoResponseSchema = z.object({ result: financialInformationSchema.nullable() });
