import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { DebitInstruction, MandateGateway } from '../../providers/mandate-gateway/mandate-gateway';
import { failWaitingCollections } from './bank-answers';

/**
 * The collections run of a date (docs/goals.md "Recurring deposits", "Collections run"): the pg-boss job runs it
 * every morning, staff on demand (POST collection-runs). Set-based and in batches, each batch one statement that
 * commits on its own, so a run cut short (kill -9) resumes where it stopped and a date is never collected twice:
 * 1. expiry: authorisations left waiting past their deadline, and mandates past their last valid day;
 * 2. creation: one collection per active schedule and due date (`unique (schedule_id, scheduled_for)`, inserted
 *    ON CONFLICT DO NOTHING), the schedule moved to its next date in the same statement;
 * 3. submission: collections due (first debits and retries) marked submitted, then handed to the bank; a debit
 *    marked submitted whose answer has not come within {@link RESUBMIT_AFTER_MINUTES} (the run died before the
 *    bank got it, or the answer was lost) is handed over again under the same (debitId, attempt), which the bank
 *    debits once.
 */
export const COLLECTION_BATCH = 5_000;
export const RESUBMIT_AFTER_MINUTES = 60;

export interface CollectionRunResult {
  expired: number;
  created: number;
  /** Debits handed to the bank (first submissions, retries and resubmissions). */
  submitted: number;
}

/** Told after each committed batch (the kill test and the benchmark follow the run with it). */
export type OnBatch = (phase: 'created' | 'submitted', count: number) => void;

async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function expire(db: Db, date: string, now: Date): Promise<number> {
  const pending = await rows<{ id: string }>(
    db,
    sql`update recurring_schedules
        set status = 'expired', mandate_status = 'expired', status_reason = 'recurringDeposit.reason.expired',
            status_changed_at = ${now.toISOString()}, updated_at = now()
        where status = 'pending_authorisation' and authorise_by < ${now.toISOString()}
        returning id`,
  );
  const lapsed = await rows<{ id: string }>(
    db,
    sql`update recurring_schedules
        set status = 'expired', mandate_status = 'expired', status_reason = 'recurringDeposit.reason.expired',
            status_changed_at = ${now.toISOString()}, updated_at = now()
        where status in ('active', 'paused') and mandate_expires_on < ${date}::date
        returning id`,
  );
  for (const { id } of lapsed) await failWaitingCollections(db, BigInt(id), 'recurringDeposit.reason.expired');
  return pending.length + lapsed.length;
}

async function createDue(db: Db, date: string, batch: number, onBatch: OnBatch): Promise<number> {
  let created = 0;
  for (;;) {
    const [counts] = await rows<{ due: number; created: number }>(
      db,
      sql`with due as (
            select id, next_collection_on, amount_sen from recurring_schedules
            where status = 'active' and next_collection_on <= ${date}::date
              and next_collection_on <= mandate_expires_on
            order by next_collection_on, id
            limit ${batch}
            for update skip locked
          ), created as (
            insert into recurring_collections (schedule_id, scheduled_for, due_on, amount_sen)
            select id, next_collection_on, next_collection_on, amount_sen from due
            on conflict (schedule_id, scheduled_for) do nothing
            returning 1
          ), moved as (
            update recurring_schedules s
            set next_collection_on = case when s.frequency = 'weekly' then due.next_collection_on + 7
              else (date_trunc('month', due.next_collection_on) + interval '1 month')::date + (s.day_of_month - 1)
              end
            from due where s.id = due.id
            returning 1
          )
          select (select count(*) from moved)::int as due, (select count(*) from created)::int as created`,
    );
    created += counts!.created;
    if (counts!.due === 0) return created;
    onBatch('created', counts!.created);
  }
}

interface Submitted {
  guid: string;
  attempt: number;
  amount_sen: string;
  scheduled_for: string;
  mandate_reference: string;
}

const instruction = (row: Submitted): DebitInstruction => ({
  debitId: row.guid,
  attempt: Number(row.attempt),
  reference: row.mandate_reference,
  amountSen: BigInt(row.amount_sen),
  scheduledFor: String(row.scheduled_for).slice(0, 10),
});

async function submitDue(
  db: Db,
  gateway: MandateGateway,
  date: string,
  now: Date,
  batch: number,
  onBatch: OnBatch,
): Promise<number> {
  let submitted = 0;
  const staleBefore = new Date(now.getTime() - RESUBMIT_AFTER_MINUTES * 60_000).toISOString();
  for (;;) {
    const picked = await rows<Submitted>(
      db,
      sql`with picked as (
            select c.id from recurring_collections c
            join recurring_schedules s on s.id = c.schedule_id
            where s.status = 'active' and (
              (c.status = 'scheduled' and c.due_on <= ${date}::date)
              or (c.status = 'submitted' and c.submitted_at < ${staleBefore}))
            order by c.id
            limit ${batch}
            for update of c skip locked
          )
          update recurring_collections c
          set status = 'submitted', submitted_at = ${now.toISOString()}
          from picked, recurring_schedules s
          where c.id = picked.id and s.id = c.schedule_id
          returning c.guid, c.attempt, c.amount_sen::text as amount_sen, c.scheduled_for::text as scheduled_for,
            s.mandate_reference`,
    );
    if (picked.length === 0) return submitted;
    // After the commit: what the bank is handed is on record as submitted, whatever happens next.
    await gateway.submitDebits(picked.map(instruction));
    submitted += picked.length;
    onBatch('submitted', picked.length);
  }
}

export async function runCollections(
  db: Db,
  gateway: MandateGateway,
  date: string,
  now: Date,
  options: { batch?: number; onBatch?: OnBatch } = {},
): Promise<CollectionRunResult> {
  const batch = options.batch ?? COLLECTION_BATCH;
  const onBatch = options.onBatch ?? (() => undefined);
  const expired = await expire(db, date, now);
  const created = await createDue(db, date, batch, onBatch);
  const submitted = await submitDue(db, gateway, date, now, batch, onBatch);
  return { expired, created, submitted };
}
