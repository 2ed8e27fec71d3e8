import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isActiveStatus } from '@harta/contracts/client-status';
import { ErrorCode } from '@harta/contracts/errors';
import { formatMessage, messagesEn, type MessageKey } from '@harta/contracts/messages';
import { formatSen, parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import { depositAmountIssue } from '@harta/contracts/schemas/payments';
import {
  RECURRING_DEPOSIT_RETURN_PATH,
  RECURRING_START_MAX_DAYS,
  type MandateAuthorisationForm,
  type RecurringDepositView,
} from '@harta/contracts/schemas/recurring-deposits';
import type { Language } from '@harta/contracts/languages';
import type { Db } from '../../db/connection';
import { clientFinancialInfo } from '../../db/schema/registration';
import { recurringSchedules } from '../../db/schema/recurring-deposits';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../plugins/errors/app-error';
import type { MandateGateway } from '../../providers/mandate-gateway/mandate-gateway';
import type { ClientRow } from '../clients/client.repository';
import { assertMayAddMoney } from '../compliance/withdraw-only-gate';
import { depositBounds, fpxBuyerName } from '../payments/create-deposit';
import { findOwnPortfolio } from '../portfolios/portfolio.repository';
import { findValue } from '../reference-data/reference-data.repository';
import { failWaitingCollections, ruleOf } from './bank-answers';
import { findLiveSchedule, findScheduleViewOfPortfolio, type ScheduleRow } from './recurring-deposits.repository';
import { addDays } from '../returns/calendar-days';
import { firstCollectionOn } from './schedule-dates';

/**
 * A client's recurring deposit (docs/goals.md "Recurring deposits"): set one up (the mandate request the browser
 * takes to the bank), pause, resume, change the amount, cancel. Only the caller's goals (another's → 404); changes
 * by an approved client (cancelling aside: a client may always stop debits); one live schedule per goal.
 */

/** The client must authorise at the bank within this time, or the schedule expires. */
export const AUTHORISATION_MINUTES = 30;
/** A mandate is asked for this many years from the start date. */
export const MANDATE_YEARS = 5;

export interface CreateScheduleInput {
  amount: string;
  frequency: 'monthly' | 'weekly';
  dayOfMonth: number | null;
  dayOfWeek: number | null;
  startDate: string;
  bankId: string;
}

export type ScheduleChange = { action: 'pause' | 'resume' | 'cancel' } | { amount: string };

/** 422 on `amount`: above what the bank authorised per debit. */
class AboveMandateError extends AppError {
  constructor(message: string) {
    super(422, ErrorCode.Validation, message, { issues: [{ path: 'amount', message }] });
  }
}

const field = (path: string, key: MessageKey, values: Record<string, string> = {}) => {
  const message = formatMessage(key, values);
  return new ValidationError([{ path, message }], message);
};

function assertActive(client: ClientRow) {
  if (!isActiveStatus(client.status)) throw new ForbiddenError(messagesEn['recurringDeposit.accountNotActive']);
}

async function amountSenOf(db: Db, amount: string): Promise<bigint> {
  const issue = depositAmountIssue(amount, await depositBounds(db));
  if (issue) throw field('amount', issue.key, issue.values ?? {});
  return parseMinorUnits(amount.trim(), SEN_SCALE)!;
}

export async function createSchedule(
  db: Db,
  input: {
    client: ClientRow & { language: Language };
    portfolioGuid: string;
    request: CreateScheduleInput;
    gateway: MandateGateway;
    publicUrl: string;
    now: Date;
    today: string;
  },
): Promise<{ view: RecurringDepositView; authorisation: MandateAuthorisationForm; reference: string }> {
  const { client, request, today, now } = input;
  assertActive(client);
  const created = await db
    .transaction(async (tx) => {
      await assertMayAddMoney(tx, client.clientId);
      const portfolio = await findOwnPortfolio(tx, client.clientId, input.portfolioGuid, { forUpdate: true });
      if (!portfolio) throw new NotFoundError();
      const amountSen = await amountSenOf(tx, request.amount);
      if (request.startDate < today || request.startDate > addDays(today, RECURRING_START_MAX_DAYS)) {
        throw field('startDate', 'recurringDeposit.startDateRange');
      }
      const [financial] = await tx
        .select({ bankCode: clientFinancialInfo.bankCode, verified: clientFinancialInfo.bankAccountVerified })
        .from(clientFinancialInfo)
        .where(eq(clientFinancialInfo.clientId, client.clientId));
      if (!financial?.verified) throw field('bankId', 'recurringDeposit.bankAccountRequired');
      if (financial.bankCode !== request.bankId || !(await findValue(tx, 'BANK', request.bankId))) {
        throw field('bankId', 'recurringDeposit.bankMismatch');
      }
      if (await findLiveSchedule(tx, portfolio.id)) throw new ConflictError(messagesEn['recurringDeposit.alreadyLive']);

      // Room to raise the amount later without a new authorisation: twice it, within a deposit's maximum.
      const maxDeposit = parseMinorUnits((await depositBounds(tx)).max, SEN_SCALE) ?? amountSen;
      const doubled = amountSen * 2n;
      const mandateMaxSen = doubled < maxDeposit ? doubled : maxDeposit > amountSen ? maxDeposit : amountSen;
      const rule = { frequency: request.frequency, dayOfMonth: request.dayOfMonth, dayOfWeek: request.dayOfWeek };
      const [row] = await tx
        .insert(recurringSchedules)
        .values({
          clientId: client.clientId,
          portfolioId: portfolio.id,
          amountSen,
          frequency: request.frequency,
          dayOfMonth: request.frequency === 'monthly' ? request.dayOfMonth : null,
          dayOfWeek: request.frequency === 'weekly' ? request.dayOfWeek : null,
          startDate: request.startDate,
          bankCode: request.bankId,
          mandateReference: `HRD${randomBytes(10).toString('hex').toUpperCase()}`,
          mandateMaxSen,
          mandateExpiresOn: addDays(firstCollectionOn(rule, request.startDate), MANDATE_YEARS * 365),
          authoriseBy: new Date(now.getTime() + AUTHORISATION_MINUTES * 60_000),
        })
        .returning();
      return { row: row!, portfolioId: portfolio.id };
    })
    .catch((err: unknown) => {
      // Two requests at once: the partial unique index lets one through.
      if (isUniqueViolation(err, 'recurring_schedules_live_idx')) {
        throw new ConflictError(messagesEn['recurringDeposit.alreadyLive']);
      }
      throw err;
    });
  const { row } = created;
  const authorisation = input.gateway.authorisationForm({
    reference: row.mandateReference,
    bankCode: row.bankCode,
    maxAmountSen: row.mandateMaxSen,
    frequency: request.frequency,
    startDate: row.startDate,
    expiresOn: row.mandateExpiresOn,
    payerName: fpxBuyerName(client),
    payerEmail: client.emailAddress,
    returnUrl: `${input.publicUrl}${RECURRING_DEPOSIT_RETURN_PATH}?schedule=${row.guid}`,
    language: client.language,
  });
  const view = await findScheduleViewOfPortfolio(db, created.portfolioId);
  return { view: view!, authorisation, reference: row.mandateReference };
}

export async function getSchedule(db: Db, client: ClientRow, portfolioGuid: string) {
  const portfolio = await findOwnPortfolio(db, client.clientId, portfolioGuid);
  if (!portfolio) throw new NotFoundError();
  return { portfolio, view: await findScheduleViewOfPortfolio(db, portfolio.id) };
}

export async function changeSchedule(
  db: Db,
  input: {
    client: ClientRow;
    portfolioGuid: string;
    change: ScheduleChange;
    gateway: MandateGateway;
    now: Date;
    today: string;
  },
): Promise<{ view: RecurringDepositView; before: ScheduleRow }> {
  const { client, change, now, today } = input;
  const cancelling = 'action' in change && change.action === 'cancel';
  if (!cancelling) assertActive(client);
  const outcome = await db.transaction(async (tx) => {
    const portfolio = await findOwnPortfolio(tx, client.clientId, input.portfolioGuid);
    if (!portfolio) throw new NotFoundError();
    const schedule = await findLiveSchedule(tx, portfolio.id, true);
    if (!schedule) {
      if (await findScheduleViewOfPortfolio(tx, portfolio.id)) {
        throw new ConflictError(messagesEn['recurringDeposit.notChangeable']);
      }
      throw new NotFoundError();
    }
    const set = (values: Partial<typeof recurringSchedules.$inferInsert>) =>
      tx
        .update(recurringSchedules)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(recurringSchedules.id, schedule.id));

    if ('amount' in change) {
      const amountSen = await amountSenOf(tx, change.amount);
      if (amountSen > schedule.mandateMaxSen) {
        throw new AboveMandateError(
          formatMessage('recurringDeposit.aboveMandate', { max: formatSen(schedule.mandateMaxSen) }),
        );
      }
      await set({ amountSen });
    } else if (change.action === 'pause') {
      if (schedule.status !== 'active') throw new ConflictError(messagesEn['recurringDeposit.notActive']);
      await set({ status: 'paused', statusChangedAt: now });
    } else if (change.action === 'resume') {
      if (schedule.status !== 'paused') throw new ConflictError(messagesEn['recurringDeposit.notPaused']);
      await assertMayAddMoney(tx, client.clientId);
      // Dates missed while paused are not collected: the schedule resumes at its next date from today.
      const from = schedule.startDate > today ? schedule.startDate : today;
      await set({
        status: 'active',
        statusChangedAt: now,
        nextCollectionOn: firstCollectionOn(ruleOf(schedule), from),
      });
    } else {
      await set({
        status: 'cancelled',
        statusReason: 'recurringDeposit.reason.cancelledByClient',
        statusChangedAt: now,
        mandateStatus:
          schedule.mandateStatus === 'approved' || schedule.mandateStatus === 'pending'
            ? 'cancelled'
            : schedule.mandateStatus,
      });
      await failWaitingCollections(tx, schedule.id, 'recurringDeposit.reason.cancelledByClient');
    }
    return { schedule, portfolioId: portfolio.id };
  });
  if (cancelling) await input.gateway.cancelMandate(outcome.schedule.mandateReference);
  const view = await findScheduleViewOfPortfolio(db, outcome.portfolioId);
  return { view: view!, before: outcome.schedule };
}

/** Staff cancel a mandate (the four-eyes applier): the schedule ends, the bank is told. */
export async function staffCancelSchedule(db: Db, scheduleId: bigint, now: Date): Promise<ScheduleRow | null> {
  const [row] = await db
    .update(recurringSchedules)
    .set({
      status: 'cancelled',
      statusReason: 'recurringDeposit.reason.cancelledByStaff',
      statusChangedAt: now,
      mandateStatus: sql`case when ${recurringSchedules.mandateStatus} in ('approved', 'pending') then 'cancelled' else ${recurringSchedules.mandateStatus} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(recurringSchedules.id, scheduleId),
        sql`${recurringSchedules.status} in ('pending_authorisation', 'active', 'paused')`,
      ),
    )
    .returning();
  if (row) await failWaitingCollections(db, scheduleId, 'recurringDeposit.reason.cancelledByStaff');
  return row ?? null;
}
