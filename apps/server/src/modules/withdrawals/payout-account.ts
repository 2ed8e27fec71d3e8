import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { clientContactInfo, clientFinancialInfo } from '../../db/schema/registration';
import { referenceValues } from '../../db/schema/reference-data';

/**
 * Where a withdrawal is paid, and where its code is sent.
 *
 * Verified bank account: the account the client gave at registration (step 7, bank, number and holder name)
 * counts as verified: the staff review that approves the application is the check that it is in the client's own
 * name. An account changed in my-profile is unverified until staff verify it (docs/account.md "Profile updates"):
 * until then there is no payout account and withdrawals answer 409 'withdrawal.noBankAccount'.
 */
export interface BankAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holderName: string;
}

export async function findVerifiedBankAccount(db: Pick<Db, 'select'>, clientId: number): Promise<BankAccount | null> {
  const [row] = await db
    .select({
      bankCode: clientFinancialInfo.bankCode,
      accountNumber: clientFinancialInfo.bankAccountNumber,
      holderName: clientFinancialInfo.bankAccountHolderName,
      bankName: referenceValues.name,
      verified: clientFinancialInfo.bankAccountVerified,
    })
    .from(clientFinancialInfo)
    .leftJoin(
      referenceValues,
      and(eq(referenceValues.type, 'BANK'), eq(referenceValues.code, clientFinancialInfo.bankCode)),
    )
    .where(eq(clientFinancialInfo.clientId, clientId));
  if (!row || !row.verified || !row.accountNumber.trim()) return null;
  return {
    bankCode: row.bankCode,
    bankName: row.bankName ?? row.bankCode,
    accountNumber: row.accountNumber,
    holderName: row.holderName,
  };
}

/**
 * The number the code goes to (E.164): the one verified with a code at registration step 6, which every approved
 * client passed; for an account approved without that record (the demo accounts), the sign-up number.
 */
export async function findVerifiedMobile(db: Pick<Db, 'select'>, clientId: number): Promise<string | null> {
  const [row] = await db
    .select({ verified: clientContactInfo.verifiedMobileNumber, signup: clients.mobileNumber })
    .from(clients)
    .leftJoin(clientContactInfo, eq(clientContactInfo.clientId, clients.clientId))
    .where(eq(clients.clientId, clientId));
  return row?.verified ?? row?.signup ?? null;
}

/** '1234567890' → '******7890'. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
