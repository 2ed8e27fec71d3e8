import { eq } from 'drizzle-orm';
import { isBlockedStatus } from '@harta/contracts/client-status';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { getBalance } from '../ledger/ledger-reads';
import type { Mailer } from '../mail/mail-service';
import { sellOverweightFirst } from '../trading/trade-engine';
import type { TradeStep } from '../trading/trade-run';
import { failBeforePayout, reservePayout } from './withdrawal-transitions';
import { withdrawalMail } from './withdrawal-mail';
import { toWithdrawalView } from './withdrawal-view';
import { dueWithdrawalIds, findWithdrawalDetail, lockWithdrawal } from './withdrawals.repository';

export interface WithdrawalTradeStepDeps {
  mailer: Mailer | undefined;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
}

const SYSTEM = { actor: 'system' };
const NOTHING_TO_PAY = 'There was nothing to pay out: the portfolio held no cash or units on the trade date.';

/**
 * The trade run's withdrawal step (a sell step: it runs before the invest step). For each requested withdrawal whose
 * trade date has come, in its own database transaction:
 * 1. the portfolio's cash pays first; units are sold pro rata at the trade date's closes for the rest
 *    (`sellOverweightFirst`: the overweight positions first, key `withdrawal:<guid>:sell`; everything for "withdraw all");
 * 2. the payout (the amount asked, or all the cash for "withdraw all"; less only if prices fell so far that the
 *    whole portfolio is worth less) is reserved: D CLIENT_CASH C PAYOUT_CLEARING, state PROCESSING;
 * 3. the client's transaction row follows, and after commit the e-mail goes.
 * A crash anywhere rolls that one withdrawal back whole; running the step again does it then (the sell's key makes
 * a sale that did commit count once). A client whose account is SUSPENDED, CLOSED or REJECTED moves no money: their
 * withdrawal waits, REQUESTED, until staff resolve the account.
 */
export function createWithdrawalTradeStep(deps: WithdrawalTradeStepDeps): TradeStep {
  const now = deps.now ?? (() => new Date());

  async function processOne(db: Db, id: number, tradeDate: string) {
    return db.transaction(async (tx) => {
      const w = await lockWithdrawal(tx, id);
      if (!w || w.status !== 'REQUESTED') return { outcome: 'skipped' as const };
      const [client] = await tx
        .select({ status: clients.status })
        .from(clients)
        .where(eq(clients.clientId, w.clientId));
      if (!client || isBlockedStatus(client.status)) return { outcome: 'held' as const };

      const cash = { kind: 'CLIENT_CASH' as const, portfolioId: w.portfolioId };
      const cashBefore = await getBalance(tx, cash);
      const toSell = w.withdrawAll ? 'ALL' : w.requestedSen! - cashBefore;
      if (toSell === 'ALL' || toSell > 0n) {
        await sellOverweightFirst(tx, {
          portfolioId: w.portfolioId,
          tradeDate,
          amountSen: toSell,
          idempotencyKey: `withdrawal:${w.guid}:sell`,
        });
      }
      const cashAfter = await getBalance(tx, cash);
      const payout = w.withdrawAll || cashAfter < w.requestedSen! ? cashAfter : w.requestedSen!;
      if (payout <= 0n)
        return { outcome: 'failed' as const, row: await failBeforePayout(tx, w, NOTHING_TO_PAY, now(), SYSTEM) };
      return { outcome: 'processing' as const, row: await reservePayout(tx, w, payout, now(), SYSTEM, tradeDate) };
    });
  }

  return {
    name: 'withdrawals',
    async run(db, tradeDate) {
      const counts = { processing: 0, failed: 0, held: 0 };
      for (const id of await dueWithdrawalIds(db, tradeDate)) {
        const result = await processOne(db, id, tradeDate);
        if (result.outcome === 'skipped') continue;
        counts[result.outcome] += 1;
        if (result.outcome === 'held') {
          deps.log.warn({ withdrawal: id }, 'withdrawal held: the client account is blocked');
          continue;
        }
        const detail = await findWithdrawalDetail(db, result.row.guid);
        if (deps.mailer && detail) {
          const view = toWithdrawalView(detail);
          try {
            await deps.mailer.send(withdrawalMail(detail, view));
          } catch (err) {
            deps.log.error({ err, withdrawal: view.id }, 'withdrawal: e-mail could not be queued');
          }
        }
      }
      return counts;
    },
  };
}
