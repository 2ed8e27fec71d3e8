import { formatSen } from '@harta/contracts/money';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { isActiveStatus } from '@harta/contracts/client-status';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { modelPortfolios } from '../../db/schema/portfolio';
import { modelPortfolioName } from '../investment-profile/model-portfolio-texts';
import { portfolioSwitches } from '../../db/schema/portfolio-switches';
import { portfolios } from '../../db/schema/portfolios';
import { writeAudit } from '../audit/audit-log';
import { ledgerAccounts } from '../../db/schema/ledger';
import { accountKey } from '../ledger/account-kinds';
import type { Mailer } from '../mail/mail-service';
import { unitsHeld } from '../trading/invest-step';
import { rebalanceFigures } from '../trading/rebalance-record';
import { loadTradeContext, PricesMissingError, type TradeContext } from '../trading/trade-context';
import { planRebalanceTrades, pricedHoldings, recordTrades } from '../trading/trade-engine';
import { cashCreditedSince } from '../trading/cash-after-cutoff';
import { cutoffOf } from '../trading/trade-calendar';
import { loadTradeCalendar } from '../trading/trade-calendar-settings';
import type { TradeStep } from '../trading/trade-run';
import { updateTransactions } from '../transactions/transaction-log';
import { switchDoneMail } from './switch-mail';
import { SWITCH_SOURCE_TYPE } from './switch.service';

export interface SwitchStepDeps {
  mailer?: Mailer | undefined;
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** The trade keys of a switch's rebalance: `switch:<guid>:sell` and `switch:<guid>:buy`. */
export const switchKeyPrefix = (guid: string) => `switch:${guid}`;

type Outcome =
  | { outcome: 'skipped' }
  | { outcome: 'held' }
  | {
      outcome: 'completed';
      mail: {
        emailAddress: string;
        givenName: string;
        language: string;
        goalName: string;
        fromRiskLevel: number;
        toRiskLevel: number;
        toName: string;
        moved: string;
      };
    };

/**
 * The switch step of a trade run (docs/money.md "Rebalancing"), before the invest step: every IN_PROGRESS switch
 * whose trade date has come, oldest first, each in one database transaction: the portfolio takes the new risk level
 * and is rebalanced into the new model at the date's closes (overweight sold, underweight bought with the proceeds
 * and the cash, `switch:<guid>:sell|buy`); the client's REBALANCE transaction is completed with the fills; the
 * switch is COMPLETED (audited as the system). After commit the client is e-mailed. A crash leaves a switch done or
 * untouched; running the date again does the untouched ones. A client whose account is blocked waits, IN_PROGRESS.
 */
export function switchTradeStep(deps: SwitchStepDeps = {}): TradeStep {
  return {
    name: 'switches',
    async run(db, tradeDate) {
      const due = await db
        .select({ id: portfolioSwitches.id })
        .from(portfolioSwitches)
        .where(and(eq(portfolioSwitches.status, 'IN_PROGRESS'), lte(portfolioSwitches.tradeDate, tradeDate)))
        .orderBy(asc(portfolioSwitches.id));
      const counts = { completed: 0, held: 0 };
      if (due.length === 0) return counts;
      const context = await loadTradeContext(db, tradeDate);
      const cutoff = cutoffOf(tradeDate, await loadTradeCalendar(db));
      const errors: number[] = [];
      for (const { id } of due) {
        let result: Outcome;
        try {
          result = await executeSwitch(db, id, context, cutoff);
        } catch (error) {
          if (error instanceof PricesMissingError) throw error;
          errors.push(id);
          deps.log?.error({ err: error, switch: id }, 'portfolio switch failed');
          continue;
        }
        if (result.outcome === 'skipped') continue;
        counts[result.outcome] += 1;
        if (result.outcome === 'held') {
          deps.log?.warn({ switch: id }, 'portfolio switch held: the client account is not active');
          continue;
        }
        if (deps.mailer) {
          try {
            await deps.mailer.send(switchDoneMail(result.mail, { ...result.mail, tradeDate }));
          } catch (err) {
            deps.log?.error({ err, switch: id }, 'portfolio switch: e-mail could not be queued');
          }
        }
      }
      if (errors.length > 0) throw new Error(`switches ${tradeDate}: ${errors.length} failed (${errors.join(', ')})`);
      return counts;
    },
  };
}

/** Executes one switch at the context's date; answers what became of it. */
/** `cutoff`: the date's cut-off; cash settled at or after it stays cash (docs/money.md "Trade dates"). */
export async function executeSwitch(db: Db, switchId: number, context: TradeContext, cutoff: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        guid: portfolioSwitches.guid,
        status: portfolioSwitches.status,
        portfolioId: portfolioSwitches.portfolioId,
        fromRiskLevel: portfolioSwitches.fromRiskLevel,
        toRiskLevel: portfolioSwitches.toRiskLevel,
        fromShariah: portfolioSwitches.fromShariah,
        toShariah: portfolioSwitches.toShariah,
        clientId: portfolioSwitches.clientId,
        clientStatus: clients.status,
        emailAddress: clients.emailAddress,
        givenName: clients.givenName,
        language: clients.language,
      })
      .from(portfolioSwitches)
      .innerJoin(clients, eq(clients.clientId, portfolioSwitches.clientId))
      .where(eq(portfolioSwitches.id, switchId))
      .for('update', { of: portfolioSwitches });
    // Another run got here first.
    if (!row || row.status !== 'IN_PROGRESS') return { outcome: 'skipped' };
    if (!isActiveStatus(row.clientStatus)) return { outcome: 'held' };

    const [portfolio] = await tx
      .update(portfolios)
      .set({ riskLevel: row.toRiskLevel, shariah: row.toShariah, updatedAt: sql`now()` })
      .where(eq(portfolios.id, row.portfolioId))
      .returning({ goalName: portfolios.goalName });
    // The cash account locked before the units are read (the lock order of every journal: cash first).
    const balanceSen = await lockedCash(tx, row.portfolioId);
    const lateSen =
      (await cashCreditedSince(tx, [row.portfolioId], context.tradeDate, cutoff)).get(row.portfolioId) ?? 0n;
    const cashSen = balanceSen > lateSen ? balanceSen - lateSen : 0n;
    const held = await unitsHeld(tx, [row.portfolioId]);
    const trades = planRebalanceTrades(
      { portfolioId: row.portfolioId, tradeDate: context.tradeDate, cashSen, keyPrefix: switchKeyPrefix(row.guid) },
      pricedHoldings(context, held.get(row.portfolioId) ?? []),
      { riskLevel: row.toRiskLevel, shariah: row.toShariah },
      context,
    );
    await recordTrades(tx, trades);
    const { amountSen, details } = rebalanceFigures(trades);
    const [model] = await tx
      .select({ name: modelPortfolioName(row.language) })
      .from(modelPortfolios)
      .where(and(eq(modelPortfolios.riskLevel, row.toRiskLevel), eq(modelPortfolios.shariah, row.toShariah)));
    // A conversion (docs/shariah.md) says so in the client's transaction list.
    const converting = row.toShariah !== row.fromShariah ? { toShariah: row.toShariah } : {};
    await updateTransactions(
      tx,
      { sourceType: SWITCH_SOURCE_TYPE, sourceId: row.guid, type: 'REBALANCE' },
      {
        status: 'COMPLETED',
        amountSen,
        description: {
          kind: 'SWITCHED',
          from: row.fromRiskLevel,
          to: row.toRiskLevel,
          tradeDate: context.tradeDate,
          ...converting,
        },
        details: {
          switchId: row.guid,
          reason: 'SWITCH',
          fromRiskLevel: row.fromRiskLevel,
          toRiskLevel: row.toRiskLevel,
          fromShariah: row.fromShariah,
          toShariah: row.toShariah,
          tradeDate: context.tradeDate,
          ...details,
        },
      },
    );
    await tx
      .update(portfolioSwitches)
      .set({ status: 'COMPLETED', executedDate: context.tradeDate, completedAt: sql`now()` })
      .where(eq(portfolioSwitches.id, switchId));
    await writeAudit(tx, {
      actor: 'system',
      action: 'portfolio-switch.complete',
      subjectType: 'portfolio_switch',
      subjectId: row.guid,
      details: {
        fromRiskLevel: row.fromRiskLevel,
        toRiskLevel: row.toRiskLevel,
        tradeDate: context.tradeDate,
        ...details,
      },
    });
    return {
      outcome: 'completed',
      mail: {
        emailAddress: row.emailAddress,
        givenName: row.givenName,
        language: row.language,
        goalName: portfolio!.goalName,
        fromRiskLevel: row.fromRiskLevel,
        toRiskLevel: row.toRiskLevel,
        toName: model?.name ?? '',
        moved: formatSen(amountSen),
      },
    };
  });
}

/** The portfolio's cash, its account locked until the transaction ends (0 when it has never held cash). */
async function lockedCash(tx: Db, portfolioId: number): Promise<bigint> {
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey({ kind: 'CLIENT_CASH', portfolioId })))
    .for('update');
  return account?.balance ?? 0n;
}
