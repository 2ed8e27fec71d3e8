import { APP_CLIENT_ID } from '@harta/contracts/constants';
import type { Client } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { DISCOVERY_PATHS } from './honest-discovery';

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

type KoaMiddleware = Parameters<Provider['use']>[0];
type KoaContext = Parameters<KoaMiddleware>[0];

/**
 * CORS for the endpoints we answer ourselves inside the provider (userinfo, access-token revocation), which hold
 * a bearer or a token rather than a client: a page at one of the app's origins may read the answer; any other
 * origin is refused with 400 before anything is looked up, and gets no Access-Control-Allow-* header.
 * Answers false when it has refused the request.
 */
export function allowAppOrigin(ctx: KoaContext, appOrigins: readonly string[]): boolean {
  const origin = ctx.get('Origin');
  if (!origin) return true;
  ctx.vary('Origin');
  if (!appOrigins.includes(origin)) {
    ctx.status = 400;
    ctx.body = { error: 'invalid_request', error_description: `origin ${origin} not allowed` };
    return false;
  }
  ctx.set('Access-Control-Allow-Origin', origin);
  return true;
}

/**
 * Preflights (OPTIONS with Access-Control-Request-Method) carry no client, so oidc-provider allows any origin and
 * echoes it back; the POST that follows is refused for a foreign origin, but the preflight's answer already
 * told the page it may send it. Here a preflight from an origin outside the app's is answered without any
 * Access-Control-Allow-* header, on every endpoint but the two that are public by nature (discovery and the JWKS,
 * which any page may read, as the provider intends).
 */
export function refuseForeignPreflights(provider: Provider, appOrigins: readonly string[]): KoaMiddleware {
  const open = new Set([...DISCOVERY_PATHS, provider.pathFor('jwks', { mountPath: '' })]);
  return async function foreignPreflight(ctx, next) {
    await next();
    if (ctx.method !== 'OPTIONS' || open.has(ctx.path)) return;
    const origin = ctx.get('Origin');
    if (!origin || appOrigins.includes(origin)) return;
    for (const name of Object.keys(ctx.response.headers)) {
      if (name.toLowerCase().startsWith('access-control-allow-')) ctx.remove(name);
    }
  };
}
