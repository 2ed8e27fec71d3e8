import type { ReferenceItem } from '@harta/contracts/schemas/reference-data-admin';
import type { Db } from '../../db/connection';
import type { ActionDraft } from '../approvals/approval-actions';
import type { Approvals } from '../approvals/approvals.service';
import { createReferenceDataAdminService, type Actor } from './reference-data-admin.service';

/** One staff edit of reference data, as the maker asked for it. */
export type ReferenceChange =
  | { operation: 'create'; list: string; body: unknown }
  | { operation: 'update'; list: string; code: string; body: unknown }
  | { operation: 'deactivate' | 'reactivate'; list: string; code: string };

function run(db: Db, change: ReferenceChange, actor: Actor): Promise<ReferenceItem> {
  const service = createReferenceDataAdminService(db);
  switch (change.operation) {
    case 'create':
      return service.create(change.list, change.body, actor);
    case 'update':
      return service.update(change.list, change.code, change.body, actor);
    default:
      return service.setActive(change.list, change.code, change.operation === 'reactivate', actor);
  }
}

/** Ends a dry run (its transaction rolls back). */
class DryRun extends Error {}

/**
 * Reference-data changes under four eyes (docs/backoffice.md "Four eyes"; which ones: four-eyes-reference-data.ts).
 * The approval replays the maker's edit through the same service, on the approval's transaction.
 */
export function registerReferenceDataApprovals(approvals: Approvals): void {
  approvals.appliers.register('referenceData.change', {
    mode: 'transaction',
    apply: async (tx, change, who) => ({
      result: await run(tx, change.request as ReferenceChange, {
        userId: who.actor,
        email: null,
        requestId: who.requestId,
      }),
    }),
  });
}

/**
 * The request for one edit: the edit is tried the way approving it would apply it and rolled back, so a value the
 * list refuses answers 400 (or 404, 409) to its maker now, and the request shows the item before and after.
 */
export async function referenceChangeDraft(db: Db, change: ReferenceChange, actor: Actor): Promise<ActionDraft> {
  const service = createReferenceDataAdminService(db);
  const code = 'code' in change ? change.code.toUpperCase() : String((change.body as { code?: unknown }).code ?? '');
  const before =
    'code' in change ? ((await service.items(change.list)).items.find((i) => i.code === code) ?? null) : null;
  let after: ReferenceItem | undefined;
  try {
    await db.transaction(async (tx) => {
      after = await run(tx as unknown as Db, change, actor);
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  const image = (i: ReferenceItem | null | undefined) =>
    i ? { label: i.label, value: i.value, sortOrder: i.sortOrder, active: i.active } : null;
  const list = change.list.toUpperCase();
  const summaries = {
    create: `Add ${list} ${after?.code ?? code}`,
    update: `Change ${list} ${code}${after?.value !== before?.value ? `: ${before?.value ?? ''} → ${after?.value ?? ''}` : ''}`,
    deactivate: `Deactivate ${list} ${code}`,
    reactivate: `Reactivate ${list} ${code}`,
  };
  return {
    kind: 'referenceData.change',
    subjectType: 'reference_data',
    subjectId: `${list}/${after?.code ?? code}`,
    change: { request: change, list, code: after?.code ?? code, before: image(before), after: image(after) },
    summary: summaries[change.operation],
  };
}
