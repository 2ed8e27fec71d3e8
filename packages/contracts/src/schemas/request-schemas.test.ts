import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as backoffice from './backoffice';
import * as client from './client';
import * as native from './native';
import * as referenceData from './reference-data';
import * as referenceDataAdmin from './reference-data-admin';
import * as registrationClient from './registration-client';
import * as registrationCommon from './registration-common';
import * as registrationCompletion from './registration-completion';
import * as registrationContact from './registration-contact';
import * as registrationDocuments from './registration-documents';
import * as registrationFinancial from './registration-financial';
import * as registrationInvestment from './registration-investment';
import * as registrationKnowledge from './registration-knowledge';
import * as registrationPersonal from './registration-personal';
import * as registrationSignup from './registration-signup';
import * as system from './system';
import * as withdrawals from './withdrawals';

/**
 * Every schema of these contracts (a new schema file is added to the imports below), fed what an attacker sends instead of the expected shape, answers a
 * validation result; none throws (a throw in a refinement is a 500 on the server and a crash in a form).
 * A JSON `null` body once reached a refinement that read `data.country`.
 */
const modules: Record<string, Record<string, unknown>> = {
  backoffice,
  client,
  native,
  referenceData,
  referenceDataAdmin,
  registrationClient,
  registrationCommon,
  registrationCompletion,
  registrationContact,
  registrationDocuments,
  registrationFinancial,
  registrationInvestment,
  registrationKnowledge,
  registrationPersonal,
  registrationSignup,
  system,
  withdrawals,
};
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${file} ${name}`, schema] as const),
);

const hostile: unknown[] = [
  null,
  undefined,
  42,
  -1,
  Number.NaN,
  true,
  'text',
  '\u0000',
  [],
  [null],
  {},
  { clientId: '\u0000' },
  { country: null, postcode: null, state: null, taxResidency: null, employmentStatus: 'EMPLOYED' },
  Object.create(null) as object,
];

describe('contracts schemas under hostile input', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it.each(schemas)('%s never throws', (_name, schema) => {
    for (const value of hostile) expect(() => schema.safeParse(value)).not.toThrow();
  });
});
