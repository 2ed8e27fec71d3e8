import { and, eq, isNull } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import * as grantHelpers from 'oidc-provider/lib/helpers/grants.js';
import {
  handler as refreshTokenHandler,
  parameters as refreshTokenParameters,
} from 'oidc-provider/lib/actions/grants/refresh_token.js';
import type { Db } from '../db/connection';
import { oidcPayloads } from '../db/schema/identity';
import { destroyGrant } from './db-adapter';
import type { OidcProviderRuntime } from './load-oidc-provider';

const t = oidcPayloads;

/**
 * How long after a refresh token is spent a second request with it gets the same answer instead of ending the
 * session (docs/security.md, "Logins and sessions"). Long enough for a retry after a lost answer or two tabs
 * refreshing at once, short enough that a stolen token replayed later still trips reuse detection.
 */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 10;

/** How long a duplicate waits for the first request to store the token it rotated to. */
const SUCCESSOR_WAIT_MS = 3000;
const SUCCESSOR_POLL_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Duplicate =
  /** Not a token spent within the grace: the provider's refusal stands. */
  | { kind: 'none' }
  /** The unspent token it was rotated to. */
  | { kind: 'successor'; id: string }
  /** Spent within the grace, but its successor is spent in turn or never came: a reuse after all. */
  | { kind: 'reuse'; grantId: string };

/**
 * What a refresh token spent within the grace was rotated to: the unspent refresh token of the same grant one
 * rotation further. The first request may still be storing it, so this waits for it a little.
 */
async function duplicateOf(db: Db, presented: string, graceSeconds: number): Promise<Duplicate> {
  const [spent] = await db
    .select({ grantId: t.grantId, consumedAt: t.consumedAt, payload: t.payload })
    .from(t)
    .where(and(eq(t.kind, 'RefreshToken'), eq(t.id, presented)));
  if (!spent?.grantId || !spent.consumedAt) return { kind: 'none' };
  if (Date.now() - spent.consumedAt.getTime() > graceSeconds * 1000) return { kind: 'none' };
  const rotations = (spent.payload as { rotations?: number }).rotations ?? 0;

  const deadline = Date.now() + SUCCESSOR_WAIT_MS;
  for (;;) {
    const rows = await db
      .select({ id: t.id, payload: t.payload })
      .from(t)
      .where(and(eq(t.kind, 'RefreshToken'), eq(t.grantId, spent.grantId), isNull(t.consumedAt)));
    const successor = rows.find((row) => (row.payload as { rotations?: number }).rotations === rotations + 1);
    if (successor) return { kind: 'successor', id: successor.id };
    if (Date.now() >= deadline) return { kind: 'reuse', grantId: spent.grantId };
    await sleep(SUCCESSOR_POLL_MS);
  }
}

export interface RefreshGrace {
  /** For the provider's `rotateRefreshToken`: false while a duplicate is answered (its successor is handed out again). */
  rotates(ctx: KoaContextWithOIDC): boolean;
  /** Replaces the provider's refresh_token grant by the same grant with the grace (call once, after construction). */
  register(provider: Provider, errors: OidcProviderRuntime['errors']): void;
}

/**
 * Concurrent or retried refreshes with one refresh token: the first rotates it; a second within
 * `graceSeconds` is answered as the first was (the same new refresh token, and an access and ID token for the same
 * grant) instead of being taken for a stolen token's reuse, which revokes the whole session. That is what the major
 * identity providers do (a "reuse interval" or "grace period"). After the grace, presenting a spent token revokes
 * the session as before.
 *
 * How: the adapter shows a token spent within the grace as unspent and does not revoke when its consume() loses
 * (db-adapter); the provider's own refresh grant then fails with invalid_grant at consume(). This wrapper catches
 * that failure, finds the successor the first request stored, and runs the provider's refresh grant once more
 * with the successor and without rotation, so the provider itself checks the grant and builds the answer.
 */
export function createRefreshGrace(db: Db, graceSeconds: number): RefreshGrace {
  const duplicates = new WeakSet<object>();
  return {
    rotates: (ctx) => !duplicates.has(ctx),
    register(provider, errors) {
      const helpers = Object.fromEntries(
        Object.entries(grantHelpers).map(([name, helper]) => [
          name,
          (helper as (...args: unknown[]) => unknown).bind(undefined, provider),
        ]),
      );
      const refresh = (ctx: KoaContextWithOIDC) => refreshTokenHandler(provider, helpers, ctx);

      provider.registerGrantType(
        'refresh_token',
        async (ctx: KoaContextWithOIDC) => {
          try {
            await refresh(ctx);
          } catch (error) {
            const params = ctx.oidc.params as { refresh_token?: string };
            if (!(error instanceof errors.InvalidGrant) || graceSeconds <= 0 || !params.refresh_token) throw error;
            const duplicate = await duplicateOf(db, params.refresh_token, graceSeconds);
            if (duplicate.kind === 'reuse') await destroyGrant(db, duplicate.grantId);
            if (duplicate.kind !== 'successor') throw error;
            duplicates.add(ctx);
            params.refresh_token = duplicate.id;
            await refresh(ctx);
          }
        },
        // As the provider registers it, with resource indicators on (lib/helpers/initialize_app.js).
        [...refreshTokenParameters, 'resource'],
        ['resource'],
      );
    },
  };
}
