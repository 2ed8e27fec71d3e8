import type { ContactInformation } from '@harta/contracts/schemas/registration-contact';
import type { FinancialInformation } from '@harta/contracts/schemas/registration-financial';
import type { KnowledgeInformation } from '@harta/contracts/schemas/registration-knowledge';
import type { PersonalInformation } from '@harta/contracts/schemas/registration-personal';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import {
  clientContactInfo,
  clientFinancialInfo,
  clientKnowledgeAnswers,
  clientPersonalInfo,
} from '../../../db/schema/registration';
import type { ClientRow } from '../../clients/client.repository';

/** Each step's saved data as its contract DTO (rows never leave the server as they are). */

type Reader = Pick<Db, 'select'>;

export async function loadPersonal(db: Reader, client: ClientRow): Promise<PersonalInformation | null> {
  const [row] = await db.select().from(clientPersonalInfo).where(eq(clientPersonalInfo.clientId, client.clientId));
  if (!row) return null;
  return {
    clientId: client.clientId,
    personalInformationId: row.personalInformationId,
    title: row.title,
    givenName: client.givenName,
    surName: client.surName ?? '',
    country: row.country,
    idType: row.idType as PersonalInformation['idType'],
    nric: row.nric,
    gender: row.gender as PersonalInformation['gender'],
    dob: row.dob,
    martialStatus: row.maritalStatus as PersonalInformation['martialStatus'],
    spouseName: row.spouseName,
    spouseNRIC: row.spouseNric,
    ethnicity: row.ethnicity,
    isPep: row.isPep,
    pepDetails: row.pepDetails,
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
  };
}

export async function loadContact(db: Reader, client: ClientRow): Promise<ContactInformation> {
  const [row] = await db.select().from(clientContactInfo).where(eq(clientContactInfo.clientId, client.clientId));
  const verified = !!row?.verifiedMobileNumber && row.verifiedMobileNumber === client.mobileNumber;
  return {
    clientId: client.clientId,
    emailAddress: client.emailAddress,
    mobileNumber: client.mobileNumber,
    isMobileVerified: verified,
    mobileVerifiedBy: verified ? (row!.mobileVerifiedBy as 'sms' | 'email') : null,
    addressLine1: row?.addressLine1 ?? null,
    addressLine2: row?.addressLine2 ?? null,
    postcode: row?.postcode ?? null,
    city: row?.city ?? null,
    state: row?.state ?? null,
    country: row?.country ?? null,
  };
}

export async function loadFinancial(db: Reader, client: ClientRow): Promise<FinancialInformation | null> {
  const [row] = await db.select().from(clientFinancialInfo).where(eq(clientFinancialInfo.clientId, client.clientId));
  if (!row) return null;
  return {
    clientId: client.clientId,
    employmentStatus: row.employmentStatus as FinancialInformation['employmentStatus'],
    occupation: row.occupation,
    businessType: row.businessType,
    employerName: row.employerName,
    annualIncome: row.annualIncome,
    netWorth: row.netWorth,
    sourceOfFunds: row.sourceOfFunds,
    bankCode: row.bankCode,
    bankAccountNumber: row.bankAccountNumber,
    bankAccountHolderName: row.bankAccountHolderName,
    taxResidency: row.taxResidency,
    taxIdentificationNumber: row.taxIdentificationNumber,
    isUsPerson: row.isUsPerson,
    hasDomesticRinggitBorrowing: row.hasDomesticRinggitBorrowing,
    borrowingUndertaking: true,
  };
}

export async function loadKnowledge(db: Reader, client: ClientRow): Promise<KnowledgeInformation | null> {
  const [row] = await db
    .select()
    .from(clientKnowledgeAnswers)
    .where(eq(clientKnowledgeAnswers.clientId, client.clientId));
  if (!row) return null;
  return {
    clientId: client.clientId,
    hasFinanceEducation: row.hasFinanceEducation,
    investmentExperience: row.investmentExperience as KnowledgeInformation['investmentExperience'],
    instrumentsTraded: row.instrumentsTraded as KnowledgeInformation['instrumentsTraded'],
    understandsRisk: row.understandsRisk,
    understandsCurrencyRisk: row.understandsCurrencyRisk,
    riskCap: row.riskCap,
  };
}
