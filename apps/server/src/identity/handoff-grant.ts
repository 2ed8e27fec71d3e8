import { ClientStatus } from '@harta/contracts/client-status';
import { messagesEn } from '@harta/contracts/messages';
import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC, ResourceServer, TokenEndpointGrantContext } from 'oidc-provider';
import type { Db } from '../db/connection';
import { clients } from '../db/schema/clients';
import { writeAudit } from '../modules/audit/audit-log';
import { consumeLoginTicket } from '../modules/kyc/handoff.service';
import { REQUEST_ID_HEADER } from '../plugins/request-id';
import { findUserById, toAccount } from './account';
import { issueTokenSet, resolveGrantScopes } from './issue-token-set';
import type { OidcProviderRuntime } from './load-oidc-provider';
import { isLocked } from './lockout';
import type { IdentityLogger } from './logger';
import { API_RESOURCE } from './scopes';

/** The grant the web's hand-off page uses (apps/web/src/features/registration/api/exchange-handoff-ticket.ts). */
export const HANDOFF_GRANT_TYPE = 'urn:harta:handoff';
export const HANDOFF_GRANT_PARAMETERS = ['ticket', 'scope', 'resource'] as const;

interface HandoffGrantParams {
  ticket?: string;
}

export interface HandoffGrantDeps {
  provider: Provider;
  errors: OidcProviderRuntime['errors'];
  db: Db;
  logger: IdentityLogger;
  apiResource: ResourceServer;
  now?: () => Date;
}

/**
 * The QR hand-off login ("Continue registration in mobile or web", docs/registration.md): the phone trades the
 * one-time ticket it got for the QR code for the client's own token set, as if it had logged in.
 * Rules, in order:
 * - a malformed request or scope is refused before the ticket is looked at, so a client bug does not burn it;
 * - the ticket is spent first (consumeLoginTicket: single use, 60 s); unknown, used or expired →
 *   invalid_grant 'handoff.ticketInvalid', and so is a ticket whose login is gone or disabled;
 * - a locked account is refused like a password login (account_locked): the hand-off must not get round a lock;
 * - only a DRAFT client may log in this way ('handoff.notDraft'): the hand-off exists to finish a registration,
 *   and a stolen QR code must never open a submitted or funded account;
 * - neither a success nor a refusal touches the failed-login counter: no password was tried.
 * Logins and refusals for a known client are written to the audit log (`auth.handoffLogin`, `auth.handoffRefused`).
 */
export function createHandoffGrant(deps: HandoffGrantDeps) {
  const { provider, errors, db, logger } = deps;
  const invalidTicket = () => new errors.CustomOIDCProviderError('invalid_grant', messagesEn['handoff.ticketInvalid']);

  async function audit(ctx: KoaContextWithOIDC, userId: string, clientId: number, action: string, details: object) {
    const requestId = ctx.response.get(REQUEST_ID_HEADER);
    await writeAudit(db, {
      actor: userId,
      action,
      subjectType: 'client',
      subjectId: clientId,
      details: { ...details },
      ...(requestId ? { requestId } : {}),
    });
  }

  return async function handoffGrant(ctx: TokenEndpointGrantContext<HandoffGrantParams>): Promise<void> {
    const { params, client } = ctx.oidc;
    if (!params.ticket) throw new errors.InvalidRequest('missing required parameter(s) (ticket)');
    if (params.resource !== undefined && params.resource !== API_RESOURCE) throw new errors.InvalidTarget();
    const scopes = resolveGrantScopes(params.scope, client, errors);

    const now = deps.now?.() ?? new Date();
    const redeemed = await consumeLoginTicket(db, params.ticket, now);
    if (!redeemed) throw invalidTicket();

    const user = await findUserById(db, redeemed.userId);
    const [owner] = await db
      .select({ userId: clients.userId, status: clients.status })
      .from(clients)
      .where(eq(clients.clientId, redeemed.clientId));
    if (!user || user.disabled || !owner || owner.userId !== user.id) throw invalidTicket();

    if (isLocked(user, now)) {
      await audit(ctx, user.id, redeemed.clientId, 'auth.handoffRefused', { reason: 'locked' });
      throw new errors.CustomOIDCProviderError('account_locked', messagesEn['auth.lockout']);
    }
    if (owner.status !== ClientStatus.Draft) {
      await audit(ctx, user.id, redeemed.clientId, 'auth.handoffRefused', { reason: 'status', status: owner.status });
      throw new errors.CustomOIDCProviderError('invalid_grant', messagesEn['handoff.notDraft']);
    }

    const { body, grantId } = await issueTokenSet(provider, {
      ctx,
      account: toAccount(user),
      client,
      scopes,
      gty: HANDOFF_GRANT_TYPE,
      authTime: now,
      apiResource: deps.apiResource,
    });
    await audit(ctx, user.id, redeemed.clientId, 'auth.handoffLogin', { grantId });
    logger.info({ userId: user.id, clientId: redeemed.clientId }, 'identity: registration hand-off login');
    ctx.body = body;
  };
}
