import type { AppSettings } from '@harta/contracts/settings';
import { httpConfig } from '../../../lib/http/http-config';
import type { TokenResponse } from '../../../lib/auth/token-set-user';

/** The grant the hand-off service names for its identity hook (apps/server/src/modules/kyc/handoff.service.ts). */
export const HANDOFF_GRANT_TYPE = 'urn:harta:handoff';

/**
 * Exchanges the one-time hand-off ticket for tokens at the identity server's token endpoint. Resolves null when
 * the identity server does not (yet) offer the grant or refuses the ticket: the caller then asks the client to
 * log in on this device instead.
 */
export async function exchangeHandoffTicket(settings: AppSettings, ticket: string): Promise<TokenResponse | null> {
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
    if (!response.ok) return null;
    const tokens = (await response.json()) as Partial<TokenResponse>;
    return typeof tokens.access_token === 'string' ? (tokens as TokenResponse) : null;
  } catch {
    return null;
  }
}
