import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { users } from '../../db/schema/identity';
import {
  clientContactInfo,
  clientFinancialInfo,
  clientKnowledgeAnswers,
  clientPersonalInfo,
} from '../../db/schema/registration';
import { investmentProfiles } from '../../db/schema/portfolio';
import { maskAccountNumber } from '../withdrawals/payout-account';

export type ProfileSection =
  | 'personal'
  | 'ethnicity'
  | 'contact'
  | 'phone'
  | 'email'
  | 'bank'
  | 'income'
  | 'tax'
  | 'knowledge'
  | 'investmentProfile';

type Reader = Pick<Db, 'select'>;

/**
 * A section as the audit log records it before and after a change. Bank account numbers are masked: staff see
 * that and which account changed without the log holding a payable number.
 */
export async function readSection(db: Reader, clientId: number, section: ProfileSection): Promise<unknown> {
  switch (section) {
    case 'personal': {
      const [row] = await db
        .select({
          title: clientPersonalInfo.title,
          surName: clients.surName,
          country: clientPersonalInfo.country,
          maritalStatus: clientPersonalInfo.maritalStatus,
          spouseName: clientPersonalInfo.spouseName,
          spouseNric: clientPersonalInfo.spouseNric,
          ethnicity: clientPersonalInfo.ethnicity,
          isPep: clientPersonalInfo.isPep,
          pepDetails: clientPersonalInfo.pepDetails,
        })
        .from(clientPersonalInfo)
        .innerJoin(clients, eq(clients.clientId, clientPersonalInfo.clientId))
        .where(eq(clientPersonalInfo.clientId, clientId));
      return row ?? null;
    }
    case 'ethnicity': {
      const [row] = await db
        .select({ ethnicity: clientPersonalInfo.ethnicity })
        .from(clientPersonalInfo)
        .where(eq(clientPersonalInfo.clientId, clientId));
      return row ?? null;
    }
    case 'contact': {
      const [row] = await db
        .select({
          addressLine1: clientContactInfo.addressLine1,
          addressLine2: clientContactInfo.addressLine2,
          postcode: clientContactInfo.postcode,
          city: clientContactInfo.city,
          state: clientContactInfo.state,
          country: clientContactInfo.country,
        })
        .from(clientContactInfo)
        .where(eq(clientContactInfo.clientId, clientId));
      return row ?? null;
    }
    case 'phone': {
      const [row] = await db
        .select({ mobileNumber: clients.mobileNumber })
        .from(clients)
        .where(eq(clients.clientId, clientId));
      return row ?? null;
    }
    case 'email': {
      const [row] = await db
        .select({ emailAddress: clients.emailAddress, loginName: users.email })
        .from(clients)
        .innerJoin(users, eq(users.id, clients.userId))
        .where(eq(clients.clientId, clientId));
      return row ?? null;
    }
    case 'bank': {
      const [row] = await db
        .select({
          bankCode: clientFinancialInfo.bankCode,
          bankAccountNumber: clientFinancialInfo.bankAccountNumber,
          bankAccountHolderName: clientFinancialInfo.bankAccountHolderName,
          bankAccountVerified: clientFinancialInfo.bankAccountVerified,
        })
        .from(clientFinancialInfo)
        .where(eq(clientFinancialInfo.clientId, clientId));
      return row ? { ...row, bankAccountNumber: maskAccountNumber(row.bankAccountNumber) } : null;
    }
    case 'income': {
      const [row] = await db
        .select({
          employmentStatus: clientFinancialInfo.employmentStatus,
          occupation: clientFinancialInfo.occupation,
          businessType: clientFinancialInfo.businessType,
          employerName: clientFinancialInfo.employerName,
          annualIncome: clientFinancialInfo.annualIncome,
          netWorth: clientFinancialInfo.netWorth,
          sourceOfFunds: clientFinancialInfo.sourceOfFunds,
          hasDomesticRinggitBorrowing: clientFinancialInfo.hasDomesticRinggitBorrowing,
        })
        .from(clientFinancialInfo)
        .where(eq(clientFinancialInfo.clientId, clientId));
      return row ?? null;
    }
    case 'tax': {
      const [row] = await db
        .select({
          taxResidency: clientFinancialInfo.taxResidency,
          taxIdentificationNumber: clientFinancialInfo.taxIdentificationNumber,
        })
        .from(clientFinancialInfo)
        .where(eq(clientFinancialInfo.clientId, clientId));
      return row ?? null;
    }
    case 'knowledge': {
      const [row] = await db
        .select({
          hasFinanceEducation: clientKnowledgeAnswers.hasFinanceEducation,
          investmentExperience: clientKnowledgeAnswers.investmentExperience,
          instrumentsTraded: clientKnowledgeAnswers.instrumentsTraded,
          understandsRisk: clientKnowledgeAnswers.understandsRisk,
          understandsCurrencyRisk: clientKnowledgeAnswers.understandsCurrencyRisk,
          riskCap: clientKnowledgeAnswers.riskCap,
        })
        .from(clientKnowledgeAnswers)
        .where(eq(clientKnowledgeAnswers.clientId, clientId));
      return row ?? null;
    }
    case 'investmentProfile': {
      const [row] = await db
        .select({ riskLevel: investmentProfiles.riskLevel })
        .from(investmentProfiles)
        .where(eq(investmentProfiles.clientId, clientId));
      return row ?? null;
    }
  }
}
