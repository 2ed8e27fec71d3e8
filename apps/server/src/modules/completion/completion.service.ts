import { ClientStatus } from '@harta/contracts/client-status';
import { formatMessage } from '@harta/contracts/messages';
import { RegistrationSteps } from '@harta/contracts/registration-steps';
import { REGISTRATION_INCOMPLETE_CODE } from '@harta/contracts/schemas/registration-completion';
import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { kycStates } from '../../db/schema/kyc';
import { investmentProfiles } from '../../db/schema/portfolio';
import {
  clientContactInfo,
  clientFinancialInfo,
  clientKnowledgeAnswers,
  clientPersonalInfo,
} from '../../db/schema/registration';
import { clientApplications } from '../../db/schema/review';
import { AppError, type ErrorIssue } from '../../plugins/errors/app-error';

/** A table holding a step's answers, one or more rows per client. */
type StepTable = AnyPgTable & { clientId: AnyPgColumn };

/** Whether the client has saved anything in this step's table. */
async function hasRow(db: Db, table: StepTable, clientId: number): Promise<boolean> {
  const rows = await db.select({ id: table.clientId }).from(table).where(eq(table.clientId, clientId)).limit(1);
  return rows.length > 0;
}

/** What each step needs before the application can be submitted (step number → check). */
const STEP_CHECKS: { step: number; missing: string; done: (db: Db, clientId: number) => Promise<boolean> }[] = [
  {
    step: 4,
    missing: 'ID documents and selfie verified',
    done: async (db, id) =>
      (await db.select({ passed: kycStates.passed }).from(kycStates).where(eq(kycStates.clientId, id)))[0]?.passed ===
      true,
  },
  {
    step: 5,
    missing: 'personal information saved',
    done: (db, id) => hasRow(db, clientPersonalInfo, id),
  },
  {
    step: 6,
    missing: 'contact information saved',
    done: async (db, id) =>
      (
        await db
          .select({ line1: clientContactInfo.addressLine1 })
          .from(clientContactInfo)
          .where(eq(clientContactInfo.clientId, id))
      )[0]?.line1 != null,
  },
  {
    step: 7,
    missing: 'financial information saved',
    done: (db, id) => hasRow(db, clientFinancialInfo, id),
  },
  {
    step: 8,
    missing: 'knowledge questions answered',
    done: (db, id) => hasRow(db, clientKnowledgeAnswers, id),
  },
  {
    step: 9,
    missing: 'investment profile saved',
    done: (db, id) => hasRow(db, investmentProfiles, id),
  },
];

/** The unfinished steps, as issues (path = step name of contracts registration-steps). */
export async function missingSteps(db: Db, clientId: number): Promise<ErrorIssue[]> {
  const results = await Promise.all(STEP_CHECKS.map((c) => c.done(db, clientId)));
  return STEP_CHECKS.filter((_, i) => !results[i]).map((c) => ({
    path: RegistrationSteps[c.step - 1]!,
    message: c.missing,
  }));
}

export function incompleteError(issues: ErrorIssue[]): AppError {
  return new AppError(
    409,
    REGISTRATION_INCOMPLETE_CODE,
    formatMessage('registration.incomplete', { steps: issues.map((i) => i.path).join(', ') }),
    { issues },
  );
}

/** Records the submission (a resubmission clears an earlier decision). */
export async function recordSubmission(db: Pick<Db, 'insert'>, clientId: number, at: Date): Promise<void> {
  await db
    .insert(clientApplications)
    .values({ clientId, submittedAt: at })
    .onConflictDoUpdate({
      target: clientApplications.clientId,
      set: { submittedAt: at, decision: null, reason: null, decidedBy: null, decidedAt: null },
    });
}

/**
 * First login after approval: records activatedAt once and answers whether to show the Welcome modal.
 * Clients approved before this table existed (e.g. seeded demo accounts) get a row on their first call.
 */
export async function activate(
  db: Db,
  client: { clientId: number; status: string; createdAt: Date },
): Promise<{ activatedAt: Date | null; showWelcome: boolean }> {
  if (client.status !== ClientStatus.Active) {
    const [row] = await db
      .select({ activatedAt: clientApplications.activatedAt })
      .from(clientApplications)
      .where(eq(clientApplications.clientId, client.clientId));
    return { activatedAt: row?.activatedAt ?? null, showWelcome: false };
  }
  const now = new Date();
  const [updated] = await db
    .update(clientApplications)
    .set({ activatedAt: now })
    .where(and(eq(clientApplications.clientId, client.clientId), isNull(clientApplications.activatedAt)))
    .returning({ activatedAt: clientApplications.activatedAt });
  if (updated) return { activatedAt: updated.activatedAt, showWelcome: true };
  const [inserted] = await db
    .insert(clientApplications)
    .values({ clientId: client.clientId, submittedAt: client.createdAt, activatedAt: now })
    .onConflictDoNothing({ target: clientApplications.clientId })
    .returning({ activatedAt: clientApplications.activatedAt });
  if (inserted) return { activatedAt: inserted.activatedAt, showWelcome: true };
  const [row] = await db
    .select({ activatedAt: clientApplications.activatedAt })
    .from(clientApplications)
    .where(eq(clientApplications.clientId, client.clientId));
  return { activatedAt: row?.activatedAt ?? null, showWelcome: false };
}
