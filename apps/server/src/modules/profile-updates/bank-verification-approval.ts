import { messagesEn } from '@harta/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clientFinancialInfo } from '../../db/schema/registration';
import { ConflictError, NotFoundError } from '../../plugins/errors/app-error';
import type { ActionDraft } from '../approvals/approval-actions';
import type { Approvals } from '../approvals/approvals.service';
import { writeAudit } from '../audit/audit-log';

interface AccountShown {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

/**
 * Verifying a client's changed bank account goes through four eyes (docs/backoffice.md "Four eyes"): the request
 * names the exact account (bank, number, holder); the approval verifies that account only, so an account the client
 * changed again in between stays unverified (the request then fails with a reason).
 */
export function registerBankVerificationApproval(approvals: Approvals): void {
  approvals.appliers.register('bankAccount.verify', {
    mode: 'transaction',
    apply: async (tx, change, who) => {
      const clientId = Number(change.clientId);
      const account = change.after as AccountShown;
      const [row] = await tx
        .update(clientFinancialInfo)
        .set({ bankAccountVerified: true, updatedAt: new Date() })
        .where(
          and(
            eq(clientFinancialInfo.clientId, clientId),
            eq(clientFinancialInfo.bankCode, account.bankCode),
            eq(clientFinancialInfo.bankAccountNumber, account.accountNumber),
            eq(clientFinancialInfo.bankAccountHolderName, account.holderName),
          ),
        )
        .returning({ bankCode: clientFinancialInfo.bankCode });
      if (!row) throw new ConflictError(messagesEn['approvals.bankAccountChanged']);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'profile.bankAccount.verify',
        subjectType: 'client',
        subjectId: clientId,
        details: { bankCode: account.bankCode, accountNumber: account.accountNumber },
        requestId: who.requestId,
      });
      return { result: { clientId, bankAccountVerified: true as const } };
    },
  });
}

/** The request to verify the client's bank account as it is now (404 when the client has none). */
export async function bankVerificationDraft(db: Db, clientId: number): Promise<ActionDraft> {
  const [row] = await db
    .select({
      bankCode: clientFinancialInfo.bankCode,
      accountNumber: clientFinancialInfo.bankAccountNumber,
      holderName: clientFinancialInfo.bankAccountHolderName,
      verified: clientFinancialInfo.bankAccountVerified,
    })
    .from(clientFinancialInfo)
    .where(eq(clientFinancialInfo.clientId, clientId));
  if (!row) throw new NotFoundError();
  const { verified, ...account } = row;
  return {
    kind: 'bankAccount.verify',
    subjectType: 'client',
    subjectId: String(clientId),
    change: { clientId, before: { ...account, verified }, after: { ...account, verified: true } },
    summary: `Verify the bank account of client ${clientId}: ${account.bankCode} ${account.accountNumber} (${account.holderName})`,
  };
}
