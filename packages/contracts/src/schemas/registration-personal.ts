import { z } from 'zod';
import { safeTextSchema } from '../validators';
import { ageOn, parseMyKad } from '../mykad';
import { spouseNricSchema } from '../spouse-nric';
import {
  auditFieldsSchema,
  countryCodeSchema,
  isoDateSchema,
  optionCodeSchema,
  optionalClientIdSchema,
  personNameSchema,
} from './registration-common';

/** Step 5, personal information (docs/registration.md). */

export const IdTypes = ['MYKAD', 'MYPR', 'MYKAS', 'PASSPORT'] as const;
export type IdType = (typeof IdTypes)[number];
/** ID types that carry a 12-digit MyKad-style number (date of birth and gender inside). */
export const CARD_ID_TYPES: readonly IdType[] = ['MYKAD', 'MYPR', 'MYKAS'];

export const MaritalStatuses = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export type MaritalStatus = (typeof MaritalStatuses)[number];

export const Genders = ['M', 'F'] as const;

/** Minimum age to open an account. */
export const MIN_CLIENT_AGE = 18;
export const MALAYSIA = 'MY';

const PASSPORT_PATTERN = /^[A-Z0-9]{6,20}$/;

/**
 * POST saveClientPersonalInformation. Cross-field rules (first failure per field wins):
 * - MYKAD/MYPR/MYKAS: `nric` must be a valid MyKad number ('validation.nric'); `dob` and `gender` may be omitted
 *   (derived from it) and when given must match ('validation.dobMismatch', 'validation.genderMismatch').
 * - PASSPORT: `nric` is the passport number, 6–20 letters/digits ('validation.passportNumber'); `dob`, `gender` required.
 * - MYKAD is for Malaysian nationals (`country` MY), MYPR/MYKAS/PASSPORT for others ('validation.nationalityIdType').
 * - 18 or older ('validation.minAge').
 * - MARRIED: `spouseName` and `spouseNRIC` required (spec section 5 rules); otherwise both are stored as null.
 * - `isPep` true: `pepDetails` required.
 * - `title` and `ethnicity` are codes from getValueByType/TITLE and SystemDefaultEthnicity (checked by the server).
 * Output: `nric` as 'YYMMDD-PB-###G' (cards) or upper case (passport); `dob` and `gender` always set.
 */
export const savePersonalInformationRequestSchema = auditFieldsSchema
  .extend({
    clientId: optionalClientIdSchema,
    title: optionCodeSchema,
    surName: personNameSchema(100),
    country: countryCodeSchema,
    idType: z.enum(IdTypes, { error: 'validation.unknownOption' }),
    nric: safeTextSchema({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }),
    gender: z.enum(Genders, { error: 'validation.unknownOption' }).nullish(),
    dob: isoDateSchema.nullish(),
    martialStatus: z.enum(MaritalStatuses, { error: 'validation.unknownOption' }),
    spouseName: safeTextSchema().nullish(),
    spouseNRIC: safeTextSchema().nullish(),
    ethnicity: optionCodeSchema,
    isPep: z.boolean({ error: 'validation.required' }),
    pepDetails: safeTextSchema()
      .trim()
      .refine((v) => v.length <= 500, { message: 'validation.maxLength', params: { values: { max: 500 } } })
      .nullish(),
  })
  .transform((data, ctx) => {
    const issue = (path: string, message: string, values?: Record<string, string | number>) =>
      ctx.addIssue({ code: 'custom', path: [path], message, ...(values ? { params: { values } } : {}) });

    let nric = data.nric;
    let dob = data.dob ?? null;
    let gender = data.gender ?? null;
    if (CARD_ID_TYPES.includes(data.idType)) {
      const card = parseMyKad(data.nric);
      if (!card) issue('nric', 'validation.nric');
      else {
        nric = card.formatted;
        if (dob && dob !== card.dob) issue('dob', 'validation.dobMismatch');
        if (gender && gender !== card.gender) issue('gender', 'validation.genderMismatch');
        dob = card.dob;
        gender = card.gender;
      }
    } else {
      nric = data.nric.toUpperCase();
      if (!PASSPORT_PATTERN.test(nric)) issue('nric', 'validation.passportNumber');
      if (!dob) issue('dob', 'validation.required');
      if (!gender) issue('gender', 'validation.required');
    }
    if ((data.idType === 'MYKAD') !== (data.country === MALAYSIA)) issue('idType', 'validation.nationalityIdType');
    if (dob) {
      const age = ageOn(dob);
      if (age === null) issue('dob', 'validation.date');
      else if (age < MIN_CLIENT_AGE) issue('dob', 'validation.minAge', { min: MIN_CLIENT_AGE });
    }

    let spouseName: string | null = null;
    let spouseNRIC: string | null = null;
    if (data.martialStatus === 'MARRIED') {
      const name = personNameSchema(100).safeParse(data.spouseName ?? '');
      if (name.success) spouseName = name.data;
      else issue('spouseName', name.error.issues[0]?.message ?? 'validation.required');
      const id = spouseNricSchema.safeParse(data.spouseNRIC ?? '');
      if (id.success) spouseNRIC = id.data;
      else issue('spouseNRIC', id.error.issues[0]?.message ?? 'spouseNric.required');
    }
    const pepDetails = data.isPep ? data.pepDetails || null : null;
    if (data.isPep && !pepDetails) issue('pepDetails', 'validation.required');

    return {
      clientId: data.clientId,
      title: data.title.toUpperCase(),
      surName: data.surName,
      country: data.country,
      idType: data.idType,
      nric,
      gender: gender ?? 'M',
      dob: dob ?? '',
      martialStatus: data.martialStatus,
      spouseName,
      spouseNRIC,
      ethnicity: data.ethnicity.toUpperCase(),
      isPep: data.isPep,
      pepDetails,
    };
  });
export type SavePersonalInformationRequest = z.input<typeof savePersonalInformationRequestSchema>;
export type SavePersonalInformation = z.output<typeof savePersonalInformationRequestSchema>;

/** Saved personal information (spec section 3 "Personal information" plus our fields). */
export const personalInformationSchema = z.object({
  clientId: z.number().int(),
  personalInformationId: z.number().int(),
  title: z.string(),
  givenName: z.string(),
  surName: z.string(),
  country: z.string(),
  idType: z.enum(IdTypes),
  nric: z.string(),
  gender: z.enum(Genders),
  dob: z.string(),
  martialStatus: z.enum(MaritalStatuses),
  spouseName: z.string().nullable(),
  spouseNRIC: z.string().nullable(),
  ethnicity: z.string(),
  isPep: z.boolean(),
  pepDetails: z.string().nullable(),
  createdBy: z.string(),
  modifiedBy: z.string(),
});
export type PersonalInformation = z.infer<typeof personalInformationSchema>;

/** GET getPersonalInfoByClientId: null until the step is saved. */
export const getPersonalInfoResponseSchema = z.object({ result: personalInformationSchema.nullable() });
