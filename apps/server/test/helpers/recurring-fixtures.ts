import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connection';
import type { DebitAnswer, MandateGateway } from '../../src/providers/mandate-gateway/mandate-gateway';

/**
 * `count` goals of one client, each with an active monthly recurring deposit of `amountSen` due on `date` (its day
 * of the month), as if every mandate had been authorised: set-based, for the kill test and the benchmark.
 */
export async function seedActiveSchedules(
  db: Db,
  options: { clientId: number; count: number; date: string; amountSen: bigint },
): Promise<void> {
  const day = Number(options.date.slice(8, 10));
  // In chunks: one statement stays well inside the pool's query timeout even for the benchmark's 100,000.
  for (let from = 1; from <= options.count; from += 10_000) {
    const to = Math.min(options.count, from + 9_999);
    await db.execute(sql`
      with goals as (
        insert into portfolios (client_id, goal_name, risk_level)
        select ${options.clientId}, 'Goal ' || i, 3 from generate_series(${from}::int, ${to}::int) i
        returning id
      )
      insert into recurring_schedules (client_id, portfolio_id, amount_sen, frequency, day_of_month, start_date,
        status, bank_code, mandate_reference, mandate_status, mandate_max_sen, mandate_expires_on, authorise_by,
        next_collection_on)
      select ${options.clientId}, id, ${options.amountSen}, 'monthly', ${day}, ${options.date}::date, 'active', 'MBB',
        'HRDTEST' || id, 'approved', ${options.amountSen * 2n}, ${options.date}::date + 1825, now(), ${options.date}::date
      from goals`);
  }
}

/** A gateway that only records what it is handed (and can be slowed down): the bank's side is the test's. */
export function recordingGateway(
  delayMs = 0,
): MandateGateway & { submitted: Parameters<MandateGateway['submitDebits']>[0][number][] } {
  const submitted: Parameters<MandateGateway['submitDebits']>[0][number][] = [];
  return {
    name: 'recording',
    sandbox: true,
    submitted,
    authorisationForm: () => ({ action: '', method: 'POST', fields: {} }),
    readMessage: () => {
      throw new Error('not used');
    },
    async submitDebits(debits) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      submitted.push(...debits);
    },
    async cancelMandate() {},
  };
}

/** The bank's "collected" answer to a debit. */
export function collectedAnswer(debit: {
  debitId: string;
  attempt: number;
  reference: string;
  amountSen: bigint;
}): DebitAnswer {
  return {
    type: 'debit',
    ...debit,
    status: 'collected',
    refusal: null,
    bankTxnId: `DD${debit.debitId.slice(0, 8).toUpperCase()}${debit.attempt}`,
    bankTime: new Date(),
    fields: {},
  };
}
