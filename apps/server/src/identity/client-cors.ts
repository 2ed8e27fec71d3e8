import { APP_CLIENT_ID } from '@harta/contracts/constants';
import type { Client } from 'oidc-provider';

/** Decides whether a browser page at `origin` may call the token (or revocation) endpoint as `client`. */
export type ClientCorsRule = (origin: string, client: Pick<Client, 'clientId'>) => boolean;

/**
 * Only the app's own origins (CORS_ORIGINS), and only for the app's client: oidc-provider's `clientBasedCORS`,
 * and the password fast path, which must refuse the same pages. Why it matters: a form POST is a "simple"
 * cross-origin request (no preflight), so without this check any page a user visits could send logins from the
 * user's browser, guess passwords and lock accounts; the provider refuses such a request before it reaches the
 * grant.
 */
export function clientCorsRule(appOrigins: readonly string[]): ClientCorsRule {
  return (origin, client) => client.clientId === APP_CLIENT_ID && appOrigins.includes(origin);
}
