import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseForm } from 'node:querystring';
import { APP_CLIENT_ID } from '@harta/contracts/constants';
import type Provider from 'oidc-provider';
import type { Client, KoaContextWithOIDC } from 'oidc-provider';
import { isDatabaseUnavailable } from '../db/unavailable-error';
import { REQUEST_ID_HEADER } from '../plugins/request-id';
import type { ClientCorsRule } from './client-cors';
import { sendUnavailable } from './database-unavailable';
import { FORM_MEDIA_TYPE, PROVIDER_BODY_LIMIT, readExactly } from './form-body';
import type { OidcProviderRuntime } from './load-oidc-provider';
import type { IdentityLogger } from './logger';
import { PASSWORD_GRANT_PARAMETERS, PASSWORD_GRANT_TYPE, type PasswordLogin } from './password-grant';
import { isValidScopeSyntax } from './scopes';

/** The provider reads token request bodies up to this size; a larger one is left to it (and refused there). */
/** The parameters a plain password login carries; anything else goes the provider's way. */
const KNOWN_PARAMETERS: ReadonlySet<string> = new Set(['grant_type', 'client_id', ...PASSWORD_GRANT_PARAMETERS]);
/** Headers that make the provider authenticate the client differently (or check a proof): its business. */
const PROVIDER_HEADERS = ['authorization', 'dpop', 'oauth-client-attestation', 'oauth-client-attestation-pop'];
/** What the provider's token endpoint lets a browser read (its CORS `exposeHeaders`, DPoP being off). */
const EXPOSED_HEADERS = 'WWW-Authenticate';

type Params = Record<string, string | undefined>;

export interface PasswordFastPathDeps {
  provider: Provider;
  errors: OidcProviderRuntime['errors'];
  login: PasswordLogin;
  /** The rule behind the provider's clientBasedCORS. */
  clientCors: ClientCorsRule;
  logger: IdentityLogger;
}

/**
 * A form body the provider would read exactly as this path does: `application/x-www-form-urlencoded`, in UTF-8
 * (the provider decodes any other declared charset as such, so those go its way).
 */
function isPlainForm(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== FORM_MEDIA_TYPE) return false;
  return parameters.every((parameter) => parameter === 'charset=utf-8' || parameter === '');
}

/**
 * The form's values, read as the provider reads them (node:querystring; an empty value is no value), or undefined
 * when the request is not a plain password login for the app: a parameter outside the grant's, or one the
 * provider would refuse as repeated.
 */
function plainPasswordLogin(body: Buffer): Params | undefined {
  const form = parseForm(body.toString('utf8'));
  const params: Params = {};
  for (const [name, value] of Object.entries(form)) {
    if (!KNOWN_PARAMETERS.has(name) || typeof value !== 'string') return undefined;
    params[name] = value || undefined;
  }
  if (params.grant_type !== PASSWORD_GRANT_TYPE || params.client_id !== APP_CLIENT_ID) return undefined;
  return params;
}

/**
 * The provider's CORS answer for its token endpoint (oidc-provider's shared/cors with clientBasedCORS): the
 * calling origin (any, or `*` without one) is echoed with the headers a browser may read. Whether the origin may
 * call as this client is decided separately (refuseOrigin), as the provider does once it knows the client.
 */
function allowCors(req: IncomingMessage, res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (!vary.split(',').some((name) => name.trim().toLowerCase() === 'origin')) {
    res.setHeader('vary', vary ? `${vary}, Origin` : 'Origin');
  }
  res.setHeader('access-control-allow-origin', req.headers.origin || '*');
  res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
}

function send(res: ServerResponse, status: number, body: object): void {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * The app's login without the provider's request pipeline: a plain password grant for the app's client (form
 * body with a length, nothing but the grant's parameters, no client credentials or proof-of-possession headers)
 * is answered here with the same steps in the same order as the provider's token endpoint, and the same answers:
 * - CORS per client (the provider's clientBasedCORS, same rule): a page at another origin is refused before
 *   anything else is looked at, so it cannot drive logins or lockouts from a visitor's browser;
 * - the scope's syntax (RFC 6749 §3.3), as the endpoint checks it before any grant;
 * - the grant itself: the shared PasswordLogin (credentials, lockout, scopes, resource, audit);
 * - the answer: the token set, or the OAuth error as the provider words it (`{ error, error_description,
 *   scope? }`), `Cache-Control: no-store`, and the provider's `grant.success`, `grant.error` or `server_error`
 *   event, so whoever listens to the provider hears of every login.
 * Every other token request, and any password login that does not look plain, is put back untouched for the
 * provider. The differential test (test/password-login-differential.test.ts) sends one table of requests both
 * ways and demands the same outcome: change this file and that table together.
 *
 * Why: logins come in bursts (market open, an app release) and each one's argon2 check is the only part that
 * must be expensive. The provider's pipeline (Koa, its middleware and its per-request async context, which
 * switches on Node's promise hooks for every promise in the process while any provider request is in flight)
 * cost about a millisecond of event loop per login; see bench/README.md. Security headers and rate limits
 * come from the app-wide hooks, as for the provider's answers.
 *
 * Answers true when it has answered the request.
 */
export function createPasswordFastPath(deps: PasswordFastPathDeps) {
  const { provider, errors, login, clientCors, logger } = deps;
  // The typings list only the provider's own emits; listeners take exactly what the provider passes.
  const events = provider as unknown as EventEmitter;

  /** A provider request context for the event listeners (no pipeline runs on it). */
  function eventContext(req: IncomingMessage, res: ServerResponse, params: Params, client?: Client) {
    const ctx = provider.createContext(req, res) as unknown as KoaContextWithOIDC & { _matchedRouteName?: string };
    ctx._matchedRouteName = 'token';
    const oidc = new provider.OIDCContext(ctx);
    Object.defineProperty(ctx, 'oidc', { value: oidc });
    Object.assign(oidc, { params: { ...params } });
    if (client) oidc.entity('Client', client);
    return ctx;
  }

  /**
   * Emits a provider event with a context made only when someone listens: nobody listens to `grant.success`
   * today, and making the context costs more than the rest of this path's own work on a login.
   */
  function emit(
    name: 'grant.success' | 'grant.error' | 'server_error',
    context: () => KoaContextWithOIDC,
    err?: unknown,
  ) {
    if (events.listenerCount(name) === 0) return;
    if (err === undefined) events.emit(name, context());
    else events.emit(name, context(), err);
  }

  function refuse(res: ServerResponse, context: () => KoaContextWithOIDC, err: unknown): void {
    if (err instanceof errors.OIDCProviderError && err.expose) {
      // invalid_scope names the scope it refused (the typings leave the property out).
      const { scope } = err as { scope?: string };
      send(res, err.statusCode, {
        error: err.error,
        ...(err.error_description !== undefined ? { error_description: err.error_description } : {}),
        ...(scope !== undefined ? { scope } : {}),
      });
      emit('grant.error', context, err);
    } else {
      // As the provider answers it: a database outage is a passing 503 (database-unavailable.ts), anything else
      // a 500. The 'server_error' listeners log it (provider-events.ts), for both paths alike.
      if (isDatabaseUnavailable(err)) sendUnavailable(res);
      else send(res, 500, { error: 'server_error', error_description: 'oops! something went wrong' });
      emit('server_error', context, err);
    }
  }

  return async function passwordFastPath(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'POST' || req.url !== '/token') return false;
    const length = Number(req.headers['content-length']);
    if (!isPlainForm(req.headers['content-type'])) return false;
    if (!Number.isSafeInteger(length) || length <= 0 || length > PROVIDER_BODY_LIMIT) return false;
    if (PROVIDER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
    // The provider answers errors to browsers that prefer HTML with a page; this path only speaks JSON.
    if (req.headers.accept?.includes('html')) return false;

    let body: Buffer;
    try {
      body = await readExactly(req, length);
    } catch (err) {
      logger.debug?.({ err }, 'identity: token request body unreadable');
      allowCors(req, res);
      refuse(res, () => eventContext(req, res, {}), new errors.InvalidRequest('failed to parse the request body'));
      return true;
    }
    const params = plainPasswordLogin(body);
    const client = params && (await provider.Client.find(APP_CLIENT_ID));
    if (!params || !client) {
      req.unshift(body);
      return false;
    }

    allowCors(req, res);
    const ctx = () => eventContext(req, res, params, client);
    const origin = req.headers.origin;
    if (origin && !clientCors(origin, client)) {
      res.removeHeader('access-control-allow-origin');
      refuse(res, ctx, new errors.InvalidRequest(`origin ${origin} not allowed for client: ${client.clientId}`));
      return true;
    }
    if (!isValidScopeSyntax(params.scope)) {
      // The provider names no scope in this answer (the typings want one).
      refuse(res, ctx, new errors.InvalidScope('scope contains invalid characters', undefined as unknown as string));
      return true;
    }

    try {
      const requestId = res.getHeader(REQUEST_ID_HEADER);
      const tokens = await login(params, client, {
        ...(typeof requestId === 'string' ? { requestId } : {}),
      });
      send(res, 200, tokens);
      emit('grant.success', ctx);
    } catch (err) {
      refuse(res, ctx, err);
    }
    return true;
  };
}
