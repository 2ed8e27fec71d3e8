import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { parseMyKad } from '@harta/contracts/mykad';
import { validateSpouseNric } from '@harta/contracts/spouse-nric';
import { personNameSchema } from '@harta/contracts/schemas/registration-common';
import {
  CARD_ID_TYPES,
  savePersonalInformationRequestSchema,
  type IdType,
} from '@harta/contracts/schemas/registration-personal';

export type PersonalInput = z.input<typeof savePersonalInformationRequestSchema>;
export type PersonalOutput = z.output<typeof savePersonalInformationRequestSchema>;

/**
 * The contract schema checks cross-field rules (MyKad, spouse) only once every plain field is valid. A person
 * filling the form top to bottom should see the spouse and MyKad messages as they leave those fields, so while
 * other fields are still empty this resolver adds the same contract rules for them.
 */
export function fieldLevelIssues(values: Partial<PersonalInput>): Record<string, string> {
  const issues: Record<string, string> = {};
  if (
    values.idType &&
    CARD_ID_TYPES.includes(values.idType as IdType) &&
    values.nric &&
    !parseMyKad(values.nric.trim())
  ) {
    issues.nric = 'validation.nric';
  }
  if (values.martialStatus === 'MARRIED') {
    const name = personNameSchema(100).safeParse(values.spouseName ?? '');
    if (!name.success) issues.spouseName = name.error.issues[0]?.message ?? 'validation.required';
    const id = validateSpouseNric(values.spouseNRIC ?? '');
    if (id) issues.spouseNRIC = id;
  }
  if (values.isPep === true && !values.pepDetails?.trim()) issues.pepDetails = 'validation.required';
  return issues;
}

const contractResolver = zodResolver(savePersonalInformationRequestSchema);

export const personalResolver: Resolver<PersonalInput, unknown, PersonalOutput> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors: FieldErrors<PersonalInput> = { ...result.errors };
  for (const [field, message] of Object.entries(fieldLevelIssues(values))) {
    const key = field as keyof PersonalInput;
    if (!errors[key]) (errors as Record<string, unknown>)[key] = { type: 'custom', message };
  }
  return { values: {}, errors };
};
