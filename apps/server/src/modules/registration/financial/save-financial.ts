import type { saveFinancialInformationRequestSchema } from '@harta/contracts/schemas/registration-financial';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { clientFinancialInfo } from '../../../db/schema/registration';
import { ValidationError } from '../../../plugins/errors/app-error';
import type { ClientRow } from '../../clients/client.repository';
import { assertOptionsExist } from '../shared/reference-checks';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import { isOwnName } from './account-holder';

export type FinancialInput = z.output<typeof saveFinancialInformationRequestSchema>;

const UNITED_STATES = 'US';

export function isUsPerson(input: Pick<FinancialInput, 'isUsPerson' | 'taxResidency'>): boolean {
  return input.isUsPerson || input.taxResidency === UNITED_STATES;
}

/** 409 US_PERSON: a US person cannot hold an account (the caller audits the refusal). */
export function usPersonRefused(): RegistrationError {
  return new RegistrationError(409, RegistrationErrorCode.UsPerson, 'registration.usPerson');
}

/**
 * The checks the schema cannot make (registration and my-profile alike): every code exists in the reference data,
 * and the bank account is in the client's own name (400 'validation.bankAccountHolder').
 */
export async function checkFinancial(db: Db, client: ClientRow, input: FinancialInput): Promise<void> {
  await assertOptionsExist(db, [
    ['occupation', 'OCCUPATION', input.occupation],
    ['businessType', 'BUSINESS_TYPE', input.businessType],
    ['annualIncome', 'ANNUAL_INCOME', input.annualIncome.toUpperCase()],
    ['netWorth', 'NET_WORTH', input.netWorth.toUpperCase()],
    ['sourceOfFunds', 'SOURCE_OF_FUNDS', input.sourceOfFunds.toUpperCase()],
    ['bankCode', 'BANK', input.bankCode.toUpperCase()],
    ['taxResidency', 'COUNTRY', input.taxResidency],
  ]);
  if (!isOwnName(input.bankAccountHolderName, client.givenName, client.surName)) {
    throw new ValidationError([{ path: 'bankAccountHolderName', message: 'validation.bankAccountHolder' }]);
  }
}

/**
 * Writes step 7 on the caller's transaction. `bankAccountVerified` is false when my-profile changed the account
 * (withdrawals wait for staff to verify it), undefined to leave it as it is. The borrowing undertaking is dated now: it is given again with every save.
 */
export async function writeFinancial(
  tx: Pick<Db, 'insert'>,
  clientId: number,
  actor: string,
  input: FinancialInput,
  bankAccountVerified: boolean | undefined,
): Promise<void> {
  const now = new Date();
  const values = {
    employmentStatus: input.employmentStatus,
    occupation: input.occupation,
    businessType: input.businessType,
    employerName: input.employerName,
    annualIncome: input.annualIncome.toUpperCase(),
    netWorth: input.netWorth.toUpperCase(),
    sourceOfFunds: input.sourceOfFunds.toUpperCase(),
    bankCode: input.bankCode.toUpperCase(),
    bankAccountNumber: input.bankAccountNumber,
    bankAccountHolderName: input.bankAccountHolderName,
    ...(bankAccountVerified === undefined ? {} : { bankAccountVerified }),
    taxResidency: input.taxResidency,
    taxIdentificationNumber: input.taxIdentificationNumber,
    isUsPerson: false,
    hasDomesticRinggitBorrowing: input.hasDomesticRinggitBorrowing,
    borrowingUndertakingAt: now,
    modifiedBy: actor,
    updatedAt: now,
  };
  await tx
    .insert(clientFinancialInfo)
    .values({ clientId, createdBy: actor, ...values })
    .onConflictDoUpdate({ target: clientFinancialInfo.clientId, set: values });
}
