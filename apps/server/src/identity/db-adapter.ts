import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/connection';
import { oidcPayloads } from '../db/schema/identity';
import { preparedStatement } from './prepared-statement';
import { createUpsertBatcher } from './upsert-batcher';

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

function withConsumed(row: PayloadRow): AdapterPayload {
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
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
}

/**
 * oidc-provider's persistence contract over the `oidc_payloads` table, one row per (kind, id), so every
 * server instance sees the same grants, refresh tokens and sessions.
 */
export function createDbAdapter(db: Db, options: DbAdapterOptions): AdapterConstructor {
  const upsertPayload = createUpsertBatcher(db);
  return class DbAdapter implements Adapter {
    constructor(private readonly kind: string) {}

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
      return row ? withConsumed(row) : undefined;
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
        .select({ grantId: t.grantId })
        .from(t)
        .where(and(eq(t.kind, this.kind), eq(t.id, id)));
      if (row?.grantId) await destroyGrant(db, row.grantId);
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
      return row ? withConsumed(row) : undefined;
    }
  };
}
