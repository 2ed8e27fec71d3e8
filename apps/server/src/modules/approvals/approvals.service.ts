import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ErrorCode } from '@harta/contracts/errors';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import {
  ApprovalKindRoles,
  type ApprovalKind,
  type ApprovalListQuery,
  type ApprovalRequest,
  type ApprovalStatus,
} from '@harta/contracts/schemas/approvals';
import { staffRoleClaim } from '@harta/contracts/staff-roles';
import type { Db } from '../../db/connection';
import { requireUser } from '../../plugins/auth/caller';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotent-request';
import { ActionAppliers, jsonSafe, type ActionDraft, type AppliedAction } from './approval-actions';
import {
  claimActionRequest,
  expireOverdue,
  findActionRequest,
  findPendingFor,
  insertActionRequest,
  listActionRequests,
  pendingCounts,
  recordOutcome,
  rolesOf,
  viewActionRequest,
  withdrawActionRequest,
  type ActionRequestRow,
  type ActionRequestView,
} from './approvals.repository';
import { fourEyesRequired, requestLifetimeHours } from './four-eyes-switch';

export interface ApprovalsDeps {
  db: Db;
  log: FastifyBaseLogger;
}

type Answer = { statusCode: number; body: { result: unknown } };

/** The caller may decide requests of this kind: they hold one of the roles of the action's own route. */
export function mayDecide(roles: readonly string[], kind: ApprovalKind): boolean {
  return ApprovalKindRoles[kind].some((role) => roles.includes(staffRoleClaim(role)));
}

function toApprovalRequest(row: ActionRequestView, callerId: string, callerRoles: readonly string[]): ApprovalRequest {
  const kind = row.kind as ApprovalKind;
  const mine = row.makerId === callerId;
  return {
    id: row.id,
    kind,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    summary: row.summary,
    change: (row.change ?? {}) as Record<string, unknown>,
    maker: { id: row.makerId, name: row.makerName },
    madeAt: row.madeAt.toISOString(),
    status: row.status as ApprovalStatus,
    checker: row.checkerId ? { id: row.checkerId, name: row.checkerName ?? row.checkerId } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    expiresAt: row.expiresAt.toISOString(),
    result: row.result ?? null,
    mine,
    canDecide: row.status === 'PENDING' && !mine && mayDecide(callerRoles, kind),
  };
}

/** A claim found nothing to claim: says why, reading the row as it is now. */
async function refusal(db: Db, id: string, checkerId: string): Promise<AppError> {
  const row = await findActionRequest(db, id);
  if (!row) return new NotFoundError();
  if (row.makerId === checkerId) return new ForbiddenError(messagesEn['approvals.ownRequest']);
  if (row.status === 'EXPIRED' || (row.status === 'PENDING' && row.expiresAt <= new Date())) {
    return new ConflictError(messagesEn['approvals.expired']);
  }
  return new ConflictError(formatMessage('approvals.notPending', { status: row.status }));
}

/**
 * Four eyes (docs/backoffice.md, "Four eyes"): a maker's action becomes a pending request; a second member with a
 * role of the action's route approves it (the action is applied then, once) or rejects it; its maker may withdraw
 * it; past its expiry it is marked EXPIRED at the next look. Every step is audited; nothing is deleted.
 */
export function createApprovals(deps: ApprovalsDeps) {
  const { db } = deps;
  const appliers = new ActionAppliers();

  /** The lazy expiry: pending requests past their time become EXPIRED (audited as the system's decision). */
  async function expire(): Promise<void> {
    for (const row of await expireOverdue(db)) {
      await writeAudit(db, {
        actor: 'system',
        action: 'approval.expire',
        subjectType: 'approval',
        subjectId: row.id,
        details: { kind: row.kind, summary: row.summary, makerId: row.makerId, expiresAt: row.expiresAt.toISOString() },
      });
    }
  }

  async function view(id: string, callerId: string, roles?: readonly string[]): Promise<ApprovalRequest> {
    const row = await viewActionRequest(db, id);
    if (!row) throw new NotFoundError();
    return toApprovalRequest(row, callerId, roles ?? (await rolesOf(db, callerId)));
  }

  async function auditDecision(tx: Db, action: string, row: ActionRequestRow, actor: string, requestId: string) {
    await writeAudit(tx, {
      actor,
      action,
      subjectType: 'approval',
      subjectId: row.id,
      details: {
        kind: row.kind,
        summary: row.summary,
        change: row.change,
        makerId: row.makerId,
        subject: `${row.subjectType}/${row.subjectId}`,
        ...(row.reason ? { reason: row.reason } : {}),
      },
      requestId,
    });
  }

  /** The request a checker is about to decide: it exists, is not theirs, and they hold a role of its action. */
  async function decidable(request: FastifyRequest, id: string) {
    const checkerId = requireUser(request).sub;
    await expire();
    const found = await findActionRequest(db, id);
    if (!found) throw new NotFoundError();
    if (found.makerId === checkerId) throw new ForbiddenError(messagesEn['approvals.ownRequest']);
    if (!mayDecide(await rolesOf(db, checkerId), found.kind as ApprovalKind)) {
      throw new ForbiddenError(messagesEn['approvals.roleMissing']);
    }
    await appliers
      .get(found.kind as ApprovalKind)
      .checkDecider?.(db, (found.change ?? {}) as Record<string, unknown>, checkerId);
    return { checkerId, found };
  }

  /** An approval whose action refused to apply (the world changed since it was made): FAILED, with the reason. */
  async function markFailed(row: ActionRequestRow, checkerId: string, requestId: string, error: AppError) {
    const from = row.status as 'PENDING' | 'APPROVED';
    await db.transaction(async (tx) => {
      await recordOutcome(tx as unknown as Db, row.id, { failed: error.message, checkerId, from });
      await auditDecision(
        tx as unknown as Db,
        'approval.failed',
        { ...row, reason: error.message },
        checkerId,
        requestId,
      );
    });
  }

  const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.statusCode < 500;

  return {
    appliers,

    /**
     * The maker's call of a four-eyes action: a pending request (202), or, when the firm turned four eyes off for
     * this action, the action applied at once (200, the old answer) with an audit entry saying four eyes was off.
     * With `idempotent` the call runs under its Idempotency-Key (a retry gets the same request back); `always`
     * ignores the firm's switch (the switches themselves are changed through four eyes only).
     */
    async submit(
      request: FastifyRequest,
      draft: ActionDraft,
      options: { idempotent?: boolean; always?: boolean } = {},
    ) {
      const makerId = requireUser(request).sub;
      const applier = appliers.get(draft.kind);
      const member = { actor: makerId, requestId: request.id };
      let applied: AppliedAction | undefined;

      const work = async (tx: Db): Promise<Answer> => {
        if (!options.always && !(await fourEyesRequired(tx, draft.kind))) {
          await writeAudit(tx, {
            actor: makerId,
            action: 'approval.notRequired',
            subjectType: draft.subjectType,
            subjectId: draft.subjectId,
            details: { kind: draft.kind, summary: draft.summary, change: draft.change, fourEyes: 'off' },
            requestId: request.id,
          });
          await applier.checkDecider?.(tx, draft.change, makerId);
          if (applier.mode === 'afterClaim') return { statusCode: 200, body: { result: null } };
          applied = await applier.apply(tx, draft.change, member);
          return { statusCode: 200, body: { result: applied.result } };
        }
        if (await findPendingFor(tx, draft.kind, draft.subjectType, draft.subjectId)) {
          throw new AppError(409, ErrorCode.Conflict, messagesEn['approvals.alreadyPending']);
        }
        const hours = await requestLifetimeHours(tx);
        const row = await insertActionRequest(tx, {
          ...draft,
          change: jsonSafe(draft.change) as object,
          makerId,
          expiresAt: new Date(Date.now() + hours * 3_600_000),
        });
        await auditDecision(tx, 'approval.request', row, makerId, request.id);
        const roles = await rolesOf(tx, makerId);
        const shown = toApprovalRequest((await viewActionRequest(tx, row.id))!, makerId, roles);
        return { statusCode: 202, body: { result: shown } };
      };

      let answer: IdempotentAnswer<{ result: unknown }>;
      if (options.idempotent) {
        answer = await runIdempotent(db, request, (tx) => work(tx as unknown as Db));
      } else {
        answer = { ...(await db.transaction((tx) => work(tx as unknown as Db))), replayed: false };
      }
      // Four eyes off for a long action: it runs now, after its audit entry committed.
      if (answer.statusCode === 200 && applier.mode === 'afterClaim' && !answer.replayed) {
        applied = await applier.apply(db, draft.change, member);
        answer = { ...answer, body: { result: applied.result } };
      }
      if (applied?.afterCommit && !answer.replayed) await applied.afterCommit();
      return answer;
    },

    /** The checker approves: the request is claimed and the action applied once (see the repository's claim). */
    async approve(request: FastifyRequest, id: string): Promise<ApprovalRequest> {
      const { checkerId, found } = await decidable(request, id);
      const applier = appliers.get(found.kind as ApprovalKind);
      const member = { actor: checkerId, requestId: request.id };

      if (applier.mode === 'transaction') {
        let applied: AppliedAction;
        try {
          applied = await db.transaction(async (t) => {
            const tx = t as unknown as Db;
            const row = await claimActionRequest(tx, id, checkerId, 'APPROVED', null);
            if (!row) throw await refusal(tx, id, checkerId);
            const done = await applier.apply(tx, row.change as Record<string, unknown>, member);
            await recordOutcome(tx, id, { result: jsonSafe(done.result) });
            await auditDecision(tx, 'approval.approve', row, checkerId, request.id);
            return done;
          });
        } catch (error) {
          // The claim itself refused (taken, own, expired): nothing to record. The action refused: FAILED.
          const current = await findActionRequest(db, id);
          if (isRefusal(error) && current?.status === 'PENDING' && current.expiresAt > new Date()) {
            await markFailed(current, checkerId, request.id, error);
          }
          throw error;
        }
        if (applied.afterCommit) await applied.afterCommit();
        return view(id, checkerId);
      }

      const claimed = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await claimActionRequest(tx, id, checkerId, 'APPROVED', null);
        if (!row) throw await refusal(tx, id, checkerId);
        await auditDecision(tx, 'approval.approve', row, checkerId, request.id);
        return row;
      });
      try {
        const done = await applier.apply(db, claimed.change as Record<string, unknown>, member);
        await recordOutcome(db, id, { result: jsonSafe(done.result) });
        if (done.afterCommit) await done.afterCommit();
      } catch (error) {
        const failure = isRefusal(error) ? error : new AppError(500, ErrorCode.Internal, messagesEn['api.internal']);
        await markFailed(claimed, checkerId, request.id, failure);
        throw error;
      }
      return view(id, checkerId);
    },

    async reject(request: FastifyRequest, id: string, reason: string): Promise<ApprovalRequest> {
      const { checkerId } = await decidable(request, id);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await claimActionRequest(tx, id, checkerId, 'REJECTED', reason);
        if (!row) throw await refusal(tx, id, checkerId);
        await auditDecision(tx, 'approval.reject', row, checkerId, request.id);
      });
      return view(id, checkerId);
    },

    /** Its maker takes a pending request back (a mistake seen before anyone approved it). */
    async withdraw(request: FastifyRequest, id: string): Promise<ApprovalRequest> {
      const makerId = requireUser(request).sub;
      await expire();
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await withdrawActionRequest(tx, id, makerId);
        if (!row) {
          const current = await findActionRequest(tx, id);
          if (!current) throw new NotFoundError();
          if (current.makerId !== makerId) throw new ForbiddenError(messagesEn['approvals.notMaker']);
          throw new ConflictError(formatMessage('approvals.notPending', { status: current.status }));
        }
        await auditDecision(tx, 'approval.withdraw', row, makerId, request.id);
      });
      return view(id, makerId);
    },

    async list(request: FastifyRequest, query: ApprovalListQuery) {
      const callerId = requireUser(request).sub;
      await expire();
      const roles = await rolesOf(db, callerId);
      const { rows, total } = await listActionRequests(db, query);
      return {
        items: rows.map((row) => toApprovalRequest(row, callerId, roles)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async one(request: FastifyRequest, id: string): Promise<ApprovalRequest> {
      await expire();
      return view(id, requireUser(request).sub);
    },

    /** How many wait, and how many of them the caller may decide (not their own, a role that allows it). */
    async count(request: FastifyRequest): Promise<{ pending: number; awaitingMe: number }> {
      const callerId = requireUser(request).sub;
      await expire();
      const roles = await rolesOf(db, callerId);
      const rows = await pendingCounts(db, callerId);
      return {
        pending: rows.reduce((sum, r) => sum + r.n, 0),
        awaitingMe: rows
          .filter((r) => !r.mine && mayDecide(roles, r.kind as ApprovalKind))
          .reduce((sum, r) => sum + r.n, 0),
      };
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
