import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_CLIENT_ID } from '@harta/contracts/constants';
import type Provider from 'oidc-provider';
import { isDatabaseUnavailable } from '../db/unavailable-error';
import { sendUnavailable } from './database-unavailable';
import type { OidcProviderRuntime } from './load-oidc-provider';
import type { IdentityLogger } from './logger';
import { PASSWORD_GRANT_PARAMETERS, PASSWORD_GRANT_TYPE, type PasswordLogin } from './password-grant';

/** The provider reads token request bodies up to this size; a larger one is left to it (and refused there). */
const MAX_BODY_BYTES = 56 * 1024;
const FORM = 'application/x-www-form-urlencoded';
/** The parameters a plain password login carries; anything else goes the provider's way. */
const KNOWN_PARAMETERS: ReadonlySet<string> = new Set(['grant_type', 'client_id', ...PASSWORD_GRANT_PARAMETERS]);

export interface PasswordFastPathDeps {
  provider: Provider;
  errors: OidcProviderRuntime['errors'];
  login: PasswordLogin;
  logger: IdentityLogger;
}

/**
 * Reads exactly `length` bytes of a request body and stops there, so that what was read can be put back
 * (`unshift`) for the provider to read as if nobody had. Rejects if the body ends short or the request fails.
 */
function readBody(req: IncomingMessage, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanup = () => {
      req.off('readable', onReadable);
      req.off('end', onShort);
      req.off('error', onError);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (received < length && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        received += chunk.length;
      }
      if (received >= length) {
        cleanup();
        if (received > length) reject(new Error('request size did not match content length'));
        else resolve(Buffer.concat(chunks, received));
      }
    };
    const onShort = () => {
      cleanup();
      reject(new Error('request size did not match content length'));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    req.on('readable', onReadable);
    req.on('end', onShort);
    req.on('error', onError);
  });
}

/** The form's single values, or undefined when a parameter the provider would refuse as repeated comes twice. */
function plainPasswordLogin(form: URLSearchParams): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [name, value] of form) {
    if (!KNOWN_PARAMETERS.has(name) || name in params) return undefined;
    params[name] = value;
  }
  if (params.grant_type !== PASSWORD_GRANT_TYPE || params.client_id !== APP_CLIENT_ID) return undefined;
  return params;
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
 * is answered here with the same rules (the shared PasswordLogin) and the same answers: the token set, or the
 * OAuth error as the provider words it (`{ error, error_description, scope? }`), `Cache-Control: no-store`. Every other token request, and any
 * password login that does not look plain, is put back untouched for the provider.
 *
 * Why: logins come in bursts (market open, an app release) and each one's argon2 check is the only part that
 * must be expensive. The provider's pipeline (Koa, its middleware and its per-request async context, which
 * switches on Node's promise hooks for every promise in the process while any provider request is in flight)
 * cost about a millisecond of event loop per login; see bench/README.md. Security headers, CORS and rate limits
 * come from the app-wide hooks, as for the provider's answers.
 *
 * Answers true when it has answered the request.
 */
export function createPasswordFastPath(deps: PasswordFastPathDeps) {
  const { provider, errors, login, logger } = deps;

  return async function passwordFastPath(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'POST' || req.url !== '/token') return false;
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    const length = Number(req.headers['content-length']);
    if (type !== FORM || !Number.isSafeInteger(length) || length <= 0 || length > MAX_BODY_BYTES) return false;
    if (req.headers.authorization !== undefined || req.headers.dpop !== undefined) return false;
    // The provider answers errors to browsers that prefer HTML with a page; this path only speaks JSON.
    if (req.headers.accept?.includes('html')) return false;
    // A cross-origin call whose CORS the app has not already answered gets the provider's client-based check.
    if (req.headers.origin !== undefined && !res.getHeaderNames().some((name) => name.startsWith('access-control-'))) {
      return false;
    }

    let body: Buffer;
    try {
      body = await readBody(req, length);
    } catch (err) {
      logger.debug?.({ err }, 'identity: token request body unreadable');
      send(res, 400, { error: 'invalid_request', error_description: 'failed to parse the request body' });
      return true;
    }
    const params = plainPasswordLogin(new URLSearchParams(body.toString('utf8')));
    const client = params && (await provider.Client.find(APP_CLIENT_ID));
    if (!params || !client) {
      req.unshift(body);
      return false;
    }

    try {
      send(res, 200, await login(params, client));
    } catch (err) {
      if (err instanceof errors.OIDCProviderError && err.expose) {
        // invalid_scope names the scope it refused (the typings leave the property out).
        const { scope } = err as { scope?: string };
        logger.debug?.({ error: err.error, detail: err.error_detail }, 'identity: token request refused');
        send(res, err.statusCode, {
          error: err.error,
          ...(err.error_description !== undefined ? { error_description: err.error_description } : {}),
          ...(scope !== undefined ? { scope } : {}),
        });
      } else if (isDatabaseUnavailable(err)) {
        logger.warn({ err }, 'identity: database unavailable');
        sendUnavailable(res);
      } else {
        logger.error({ err }, 'identity: server error');
        send(res, 500, { error: 'server_error', error_description: 'oops! something went wrong' });
      }
    }
    return true;
  };
}
