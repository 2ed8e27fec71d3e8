import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { formatSen } from '@harta/contracts/money';
import type { Db } from '../../db/connection';
import { portfolios } from '../../db/schema/portfolios';
import { recurringCollections, recurringSchedules } from '../../db/schema/recurring-deposits';

/** How long a recurring deposit's notice stays offered (an older failure is history, seen on the goal). */
export const RECURRING_NOTICE_DAYS = 30;

export interface RecurringNoticeFacts {
  /** The latest collection that failed for good in the last days. */
  failedCollection: { guid: string; amount: string; goalName: string; date: string } | null;
  /** The latest schedule whose mandate the bank rejected, and the latest that expired, in the last days. */
  rejectedMandate: { guid: string; goalName: string } | null;
  expiredMandate: { guid: string; goalName: string } | null;
}

/** The facts the recurring-deposit notices need (docs/goals.md "Recurring deposits", "Notices"): three reads. */
export async function recurringNoticeFacts(
  db: Pick<Db, 'select'>,
  clientId: number,
  now: Date,
): Promise<RecurringNoticeFacts> {
  const since = new Date(now.getTime() - RECURRING_NOTICE_DAYS * 86_400_000);
  const latestWith = async (status: string) => {
    const [row] = await db
      .select({ guid: recurringSchedules.guid, goalName: portfolios.goalName })
      .from(recurringSchedules)
      .innerJoin(portfolios, eq(portfolios.id, recurringSchedules.portfolioId))
      .where(
        and(
          eq(recurringSchedules.clientId, clientId),
          eq(recurringSchedules.status, status),
          gte(recurringSchedules.statusChangedAt, since),
        ),
      )
      .orderBy(desc(recurringSchedules.statusChangedAt))
      .limit(1);
    return row ?? null;
  };
  const [failed, rejectedMandate, expiredMandate] = await Promise.all([
    db
      .select({
        guid: recurringCollections.guid,
        amountSen: recurringCollections.amountSen,
        date: recurringCollections.scheduledFor,
        goalName: portfolios.goalName,
      })
      .from(recurringCollections)
      .innerJoin(recurringSchedules, eq(recurringSchedules.id, recurringCollections.scheduleId))
      .innerJoin(portfolios, eq(portfolios.id, recurringSchedules.portfolioId))
      .where(
        and(
          eq(recurringSchedules.clientId, clientId),
          eq(recurringCollections.status, 'failed'),
          gte(recurringCollections.settledAt, since),
          // Collections the client or staff stopped are not failures the client needs telling about.
          sql`${recurringCollections.failureReason} like 'recurringDeposit.failure.%'`,
        ),
      )
      .orderBy(desc(recurringCollections.settledAt))
      .limit(1),
    latestWith('rejected'),
    latestWith('expired'),
  ]);
  const f = failed[0];
  return {
    failedCollection: f ? { guid: f.guid, amount: formatSen(f.amountSen), goalName: f.goalName, date: f.date } : null,
    rejectedMandate,
    expiredMandate,
  };
}
