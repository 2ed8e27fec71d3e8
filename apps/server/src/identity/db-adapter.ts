import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/connection';
import { oidcPayloads } from '../db/schema/identity';
import { preparedStatement } from './prepared-statement';
import { createUpsertBatcher, type PayloadWrites } from './upsert-batcher';

const t = oidcPayloads;

function notExpired(now: Date): SQL {
  return or(isNull(t.expiresAt), gt(t.expiresAt, now))!;
}

/** Removes every artefact of a grant, whatever its kind, and the grant itself. */
export async function destroyGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(t).where(or(eq(t.grantId, grantId), and(eq(t.kind, 'Grant'), eq(t.id, grantId))));
}

/** Whether a grant (a session: what an access token's `gid` names) still exists and has not expired. */
export async function grantIsLive(db: Db, grantId: string | undefined): Promise<boolean> {
  if (!grantId) return false;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.kind, 'Grant'), eq(t.id, grantId), notExpired(new Date())))
    .limit(1);
  return !!row;
}

/** Expired rows are already invisible to the provider; this reclaims their space (call it from a periodic job). */
export async function purgeExpiredPayloads(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db.delete(t).where(lt(t.expiresAt, now)).returning({ id: t.id });
  return rows.length;
}

interface PayloadRow {
  payload: unknown;
  consumedAt: Date | null;
}

/** Whether a refresh token was spent so recently that presenting it again is a duplicate, not a reuse (refresh-grace). */
function spentWithinGrace(consumedAt: Date | null, graceSeconds: number): boolean {
  // No grace means none: without the first test, a token read in the same millisecond it was spent read as unspent.
  return graceSeconds > 0 && consumedAt !== null && Date.now() - consumedAt.getTime() <= graceSeconds * 1000;
}

function withConsumed(row: PayloadRow, graceSeconds: number): AdapterPayload {
  const payload = row.payload as AdapterPayload;
  // A refresh token spent within the grace reads as unspent, so that the provider's refresh grant does not revoke the
  // session on sight (it would for a spent one); its consume() then fails, and refresh-grace answers the duplicate.
  if (!row.consumedAt || spentWithinGrace(row.consumedAt, graceSeconds)) return payload;
  return { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
}

// The statements every login and refresh runs, prepared (see prepared-statement); the rest use drizzle.
const findPayload = (db: Db) =>
  preparedStatement<PayloadRow>(
    db,
    'harta_oidc_find',
    `select payload, consumed_at as "consumedAt" from oidc_payloads
     where kind = $1 and id = $2 and (expires_at is null or expires_at > $3) limit 1`,
  );
const consumePayload = (db: Db) =>
  preparedStatement<{ id: string }>(
    db,
    'harta_oidc_consume',
    'update oidc_payloads set consumed_at = $3 where kind = $1 and id = $2 and consumed_at is null returning id',
  );

export interface DbAdapterOptions {
  /**
   * Error thrown when `consume` finds the artefact already consumed: another instance used the same
   * single-use token at the same moment. That is token reuse, so the whole grant is revoked first.
   */
  alreadyConsumed(kind: string): Error;
  /**
   * Seconds after a refresh token is spent during which presenting it again is treated as a duplicate of the same
   * request (a retry, two tabs refreshing at once) rather than as reuse: the grant is not revoked here, and
   * refresh-grace answers the duplicate. 0 turns this off.
   */
  refreshTokenReuseGraceSeconds?: number;
  /** The batched upserts (createUpsertBatcher over the same database), when shared with the password login. */
  payloadWrites?: PayloadWrites;
}

/**
 * oidc-provider's persistence contract over the `oidc_payloads` table, one row per (kind, id), so every
 * server instance sees the same grants, refresh tokens and sessions.
 */
export function createDbAdapter(db: Db, options: DbAdapterOptions): AdapterConstructor {
  const upsertPayload = options.payloadWrites ?? createUpsertBatcher(db);
  const refreshGrace = options.refreshTokenReuseGraceSeconds ?? 0;
  return class DbAdapter implements Adapter {
    private readonly graceSeconds: number;

    constructor(private readonly kind: string) {
      this.graceSeconds = kind === 'RefreshToken' ? refreshGrace : 0;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await upsertPayload([
        this.kind,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      ]);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const [row] = await findPayload(db)([this.kind, id, new Date()]);
      return row ? withConsumed(row, this.graceSeconds) : undefined;
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(t.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(t.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      const consumed = await consumePayload(db)([this.kind, id, new Date()]);
      if (consumed.length > 0) return;

      const [row] = await db
        .select({ grantId: t.grantId, consumedAt: t.consumedAt })
        .from(t)
        .where(and(eq(t.kind, this.kind), eq(t.id, id)));
      if (row?.grantId && !spentWithinGrace(row.consumedAt, this.graceSeconds)) await destroyGrant(db, row.grantId);
      throw options.alreadyConsumed(this.kind);
    }

    async destroy(id: string): Promise<void> {
      await db.delete(t).where(and(eq(t.kind, this.kind), eq(t.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(t).where(and(eq(t.kind, this.kind), eq(t.grantId, grantId)));
    }

    private async findWhere(match: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: t.payload, consumedAt: t.consumedAt })
        .from(t)
        .where(and(eq(t.kind, this.kind), match, notExpired(new Date())))
        .limit(1);
      return row ? withConsumed(row, this.graceSeconds) : undefined;
    }
  };
}
