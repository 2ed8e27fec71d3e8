import { messagesEn } from '@harta/contracts/messages';
import type { ShariahFundChange } from '@harta/contracts/schemas/shariah';
import type { Db } from '../../db/connection';
import { NotFoundError } from '../../plugins/errors/app-error';
import type { ActionDraft } from '../approvals/approval-actions';
import type { Approvals } from '../approvals/approvals.service';
import { writeAudit } from '../audit/audit-log';
import { findFund, updateShariahFacts } from './shariah-universe.repository';

type Facts = { shariahCompliant: boolean; screeningStandard: string | null; certifyingBody: string | null };

/**
 * Changes to the Shariah universe (docs/shariah.md "What the adviser approves"): staff ask, a Shariah adviser
 * approves (the kind's only checker role), and the approval writes the fund's facts and audits them on its own
 * transaction. A fund taken out stays in the Shariah model portfolios' weights until they are changed: the model
 * portfolios are code (investment-profile/reference-data.ts), whose seed refuses a non-compliant fund.
 */
export function registerShariahApprovals(approvals: Approvals): void {
  approvals.appliers.register('shariahUniverse.change', {
    mode: 'transaction',
    apply: async (tx, change, who) => {
      const ticker = String(change.ticker);
      const after = change.after as Facts;
      if (!(await findFund(tx, ticker))) throw new NotFoundError(messagesEn['shariah.notInUniverse']);
      await updateShariahFacts(tx, ticker, after);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'shariah.universe.change',
        subjectType: 'etf',
        subjectId: ticker,
        details: { before: change.before, after },
        requestId: who.requestId,
      });
      return { result: (await findFund(tx, ticker))! };
    },
  });
}

/** The request to change a fund's Shariah facts (404 for a ticker outside the universe). */
export async function shariahFundDraft(db: Db, ticker: string, input: ShariahFundChange): Promise<ActionDraft> {
  const fund = await findFund(db, ticker);
  if (!fund) throw new NotFoundError(messagesEn['shariah.notInUniverse']);
  const after: Facts = input.shariahCompliant
    ? {
        shariahCompliant: true,
        screeningStandard: input.screeningStandard ?? null,
        certifyingBody: input.certifyingBody ?? null,
      }
    : { shariahCompliant: false, screeningStandard: null, certifyingBody: null };
  const before: Facts = {
    shariahCompliant: fund.shariahCompliant,
    screeningStandard: fund.screeningStandard,
    certifyingBody: fund.certifyingBody,
  };
  return {
    kind: 'shariahUniverse.change',
    subjectType: 'etf',
    subjectId: ticker,
    change: { ticker, before, after },
    summary: after.shariahCompliant
      ? `Certify ${ticker} as Shariah-compliant (${after.screeningStandard}; ${after.certifyingBody})`
      : `Take ${ticker} out of the Shariah universe`,
  };
}
