import { messagesEn } from '@harta/contracts/messages';
import type { AppSettings } from '@harta/contracts/settings';
import { httpConfig } from '../../../lib/http/http-config';
import type { TokenResponse } from '../../../lib/auth/token-set-user';

/** The identity server's hand-off grant (apps/server/src/identity/handoff-grant.ts). */
export const HANDOFF_GRANT_TYPE = 'urn:harta:handoff';

/**
 * Why the identity server refused the ticket, as a message key the page shows:
 * - 'auth.lockout': the account is locked;
 * - 'handoff.notDraft': the registration was submitted meanwhile;
 * - 'handoff.ticketInvalid': the ticket was used or ran out;
 * - null: anything else (network, server down), where logging in by hand still works.
 */
export type HandoffRefusal = 'auth.lockout' | 'handoff.notDraft' | 'handoff.ticketInvalid' | null;

export type HandoffExchange = { ok: true; tokens: TokenResponse } | { ok: false; refusal: HandoffRefusal };

function refusalOf(body: { error?: unknown; error_description?: unknown }): HandoffRefusal {
  if (body.error === 'account_locked') return 'auth.lockout';
  if (body.error_description === messagesEn['handoff.notDraft']) return 'handoff.notDraft';
  if (body.error === 'invalid_grant') return 'handoff.ticketInvalid';
  return null;
}

/**
 * Exchanges the one-time hand-off ticket for the client's tokens at the identity server's token endpoint, as the
 * OIDC client's password login does for a password. The answer is handed to the OIDC client by the caller.
 */
export async function exchangeHandoffTicket(settings: AppSettings, ticket: string): Promise<HandoffExchange> {
  const body = new URLSearchParams({
    grant_type: HANDOFF_GRANT_TYPE,
    ticket,
    client_id: settings.clientId,
    scope: settings.scope,
  });
  try {
    const response = await httpConfig().fetch(`${settings.identityServer.replace(/\/+$/, '')}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
    const answer = (await response.json().catch(() => ({}))) as Partial<TokenResponse> & {
      error?: unknown;
      error_description?: unknown;
    };
    if (response.ok && typeof answer.access_token === 'string') return { ok: true, tokens: answer as TokenResponse };
    return { ok: false, refusal: response.ok ? null : refusalOf(answer) };
  } catch {
    return { ok: false, refusal: null };
  }
}
