import type { ServerResponse } from 'node:http';
import { messagesEn } from '@harta/contracts/messages';
import type Provider from 'oidc-provider';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable-error';

/**
 * The identity server's answer while its database is away: 503 with Retry-After and an OAuth error body
 * (`temporarily_unavailable` is the OAuth wording for it), always JSON, never the provider's 500 `server_error`,
 * so a client can tell a passing outage from a refused login or refresh, and knows when to try again.
 * See db/unavailable-error.
 */
export const UNAVAILABLE_BODY = {
  error: 'temporarily_unavailable',
  error_description: messagesEn['api.unavailable'],
} as const;

export const UNAVAILABLE_HEADERS = {
  'retry-after': String(RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
} as const;

/** Writes the 503 on a plain Node response (the password fast path answers outside the provider). */
export function sendUnavailable(res: ServerResponse): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(503, UNAVAILABLE_HEADERS);
  res.end(JSON.stringify(UNAVAILABLE_BODY));
}

type KoaMiddleware = Parameters<Provider['use']>[0];
type KoaContext = Parameters<KoaMiddleware>[0];

function answer(ctx: KoaContext): void {
  ctx.status = 503;
  ctx.set(UNAVAILABLE_HEADERS);
  ctx.body = JSON.stringify(UNAVAILABLE_BODY);
}

/**
 * Makes every provider answer that failed for want of the database a 503. Two ways an error ends up in a response:
 * - inside an endpoint, the provider's own error handler catches it, writes `server_error` and emits 'server_error'
 *   (synchronously, before Koa sends anything): the listener rewrites that answer;
 * - anywhere else (our middleware before the router, e.g. userinfo), the error reaches the outermost middleware,
 *   registered here first.
 * Call before any other `provider.use`.
 */
export function answerUnavailableDatabase(provider: Provider): void {
  provider.on('server_error', (ctx, err) => {
    if (isDatabaseUnavailable(err)) answer(ctx);
  });
  provider.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      answer(ctx);
    }
  });
}
