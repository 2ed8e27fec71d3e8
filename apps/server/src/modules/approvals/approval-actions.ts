import type { ApprovalKind } from '@harta/contracts/schemas/approvals';
import type { Db } from '../../db/connection';

/** Who applies an action, for the action's own audit entries: the checker (or the maker when four eyes is off). */
export interface ApplyingMember {
  actor: string;
  requestId: string;
}

/** What applying an action answered, and what to do once it has committed (e-mails). */
export interface AppliedAction {
  /** The `result` the direct route answered before four eyes (kept on the request). */
  result: unknown;
  afterCommit?: () => Promise<void>;
}

/**
 * How the module owning an action applies it once approved (docs/backoffice.md, "Four eyes").
 * - 'transaction': `apply` runs on the approval's own transaction, so the claim of the request and the action's
 *   writes commit together or not at all.
 * - 'afterClaim': a long action that runs its own transactions (the trade run): the claim commits first, so a
 *   second approval finds the request taken, and the action runs once after it.
 */
export interface ActionApplier {
  mode: 'transaction' | 'afterClaim';
  apply(db: Db, change: Record<string, unknown>, member: ApplyingMember): Promise<AppliedAction>;
  /**
   * A rule on who may decide this particular request beyond the kind's roles (e.g. a purification ratio only a
   * Shariah adviser approves, docs/shariah.md "What the adviser approves"): throws a 4xx AppError to refuse. Checked
   * for the checker before deciding, and for the maker when four eyes is off and the action applies at once.
   */
  checkDecider?(db: Db, change: Record<string, unknown>, memberId: string): Promise<void>;
}

/** A staff action as its maker asks for it: what, on what, the exact change and one line for people. */
export interface ActionDraft {
  kind: ApprovalKind;
  subjectType: string;
  subjectId: string;
  change: Record<string, unknown>;
  summary: string;
}

/** The registered appliers, one per kind; the modules owning the actions register theirs (app.ts wires them). */
export class ActionAppliers {
  private readonly byKind = new Map<ApprovalKind, ActionApplier>();

  register(kind: ApprovalKind, applier: ActionApplier): void {
    this.byKind.set(kind, applier);
  }

  get(kind: ApprovalKind): ActionApplier {
    const applier = this.byKind.get(kind);
    if (!applier) throw new Error(`four eyes: no applier registered for ${kind}`);
    return applier;
  }
}

/** jsonb cannot hold BigInt: amounts become decimal strings, as on the wire. */
export function jsonSafe(value: unknown): unknown {
  return value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}
