import { messagesEn } from '@harta/contracts/messages';
import type { ClosureFlagRequest } from '@harta/contracts/schemas/notices';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError } from '../../plugins/errors/app-error';
import type { ActionDraft } from '../approvals/approval-actions';
import type { Approvals } from '../approvals/approvals.service';
import { flagForClosure, liftClosureFlag, readClosureFlag } from './closure.service';

/**
 * Closure flags under four eyes (docs/backoffice.md "Four eyes"): setting or lifting one is a request a second
 * compliance member approves; the approval applies it on its own transaction through closure.service.ts.
 */
export function registerClosureApprovals(approvals: Approvals): void {
  approvals.appliers.register('closureFlag.set', {
    mode: 'transaction',
    apply: async (tx, change, who) => {
      const after = change.after as ClosureFlagRequest;
      const actor = { userId: who.actor, requestId: who.requestId };
      return { result: await flagForClosure(tx, Number(change.clientId), after, actor) };
    },
  });
  approvals.appliers.register('closureFlag.lift', {
    mode: 'transaction',
    apply: async (tx, change, who) => ({
      result: await liftClosureFlag(tx, Number(change.clientId), { userId: who.actor, requestId: who.requestId }),
    }),
  });
}

/** The request to flag a client (404 no such client, 409 already flagged). */
export async function closureFlagDraft(db: Db, clientId: number, input: ClosureFlagRequest): Promise<ActionDraft> {
  if (await readClosureFlag(db, clientId)) throw new ConflictError(messagesEn['notices.alreadyFlagged']);
  const after = { reason: input.reason, note: input.note || null };
  return {
    kind: 'closureFlag.set',
    subjectType: 'client',
    subjectId: String(clientId),
    change: { clientId, before: null, after },
    summary: `Flag client ${clientId} for closure (${input.reason})`,
  };
}

/** The request to lift a client's flag (404 when there is none). */
export async function closureLiftDraft(db: Db, clientId: number): Promise<ActionDraft> {
  const flag = await readClosureFlag(db, clientId);
  if (!flag) throw new NotFoundError();
  return {
    kind: 'closureFlag.lift',
    subjectType: 'client',
    subjectId: String(clientId),
    change: { clientId, before: { reason: flag.reason, note: flag.note }, after: null },
    summary: `Lift the closure flag of client ${clientId} (${flag.reason})`,
  };
}
