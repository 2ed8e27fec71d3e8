import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { auditLog } from '../db/schema/audit';
import { clients } from '../db/schema/clients';
import { clientDocuments, kycChecks, kycStates } from '../db/schema/kyc';
import { clientContactInfo, clientSignups } from '../db/schema/registration';
import { clientApplications } from '../db/schema/review';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A client of five years signed up before its first deposit, not last week: the demo client's sign-up, e-KYC,
 * documents, submission and approval (seedDemoApplication writes them relative to the seed's own day) move to the
 * days before the history's first date, so the back office reads "Submitted" in the month the history begins
 * (docs/returns.md "Demo history"). Signed up ten days before, submitted seven, approved six, activated five.
 */
export async function onboardBefore(db: Db, clientId: number, firstDeposit: Date): Promise<void> {
  const daysBefore = (days: number) => new Date(firstDeposit.getTime() - days * DAY_MS);
  const signedUp = daysBefore(10);
  const submitted = daysBefore(7);
  const decided = daysBefore(6);
  const activated = daysBefore(5);
  await db.transaction(async (tx) => {
    await tx
      .update(clientApplications)
      .set({
        submittedAt: submitted,
        decidedAt: sql`case when ${clientApplications.decidedAt} is null then null else ${decided.toISOString()}::timestamptz end`,
        activatedAt: sql`case when ${clientApplications.activatedAt} is null then null else ${activated.toISOString()}::timestamptz end`,
      })
      .where(eq(clientApplications.clientId, clientId));
    const subject = and(eq(auditLog.subjectType, 'client'), eq(auditLog.subjectId, String(clientId)));
    await tx
      .update(auditLog)
      .set({ at: submitted })
      .where(and(subject, eq(auditLog.action, 'registration.submit')));
    await tx
      .update(auditLog)
      .set({ at: decided })
      .where(and(subject, inArray(auditLog.action, ['application.approve'])));
    await tx.update(clients).set({ createdAt: signedUp }).where(eq(clients.clientId, clientId));
    await tx
      .update(clientSignups)
      .set({ createdAt: signedUp, termsAcceptedAt: signedUp, privacyAcceptedAt: signedUp, emailConfirmedAt: signedUp })
      .where(eq(clientSignups.clientId, clientId));
    await tx
      .update(clientContactInfo)
      .set({ mobileVerifiedAt: signedUp })
      .where(eq(clientContactInfo.clientId, clientId));
    // The ID and selfie uploaded, and e-KYC passed, on the day of the submission.
    await tx.update(clientDocuments).set({ createdAt: submitted }).where(eq(clientDocuments.clientId, clientId));
    await tx.update(kycChecks).set({ createdAt: submitted }).where(eq(kycChecks.clientId, clientId));
    await tx
      .update(kycStates)
      .set({ passedAt: submitted, updatedAt: submitted })
      .where(eq(kycStates.clientId, clientId));
  });
}
