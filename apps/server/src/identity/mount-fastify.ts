import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { compressJsonResponses } from './compress-json-response';
import { rejectControlCharacters } from './reject-control-characters';

/**
 * A Fastify plugin that serves the provider (a Koa app) under the issuer's path.
 * The hand-off happens in onRequest, before Fastify reads the body, so oidc-provider parses its own
 * form bodies. The request is presented Express-style (`originalUrl` = full path, `url` = path below the
 * mount point), which is how oidc-provider works out its mount path when it builds endpoint URLs.
 * Headers already set by earlier app-wide hooks (request id, security headers) are carried over, except CORS.
 * Parameters with control characters are refused first (reject-control-characters.ts), whoever answers next.
 * JSON answers of a kilobyte or more are compressed when the client accepts it (compress-json-response.ts).
 * Register it without a prefix: it mounts itself at the issuer's path.
 * `track` wraps each provider request (see load-oidc-provider's trackRequest). `intercept` may answer a request
 * before the provider sees it (see password-fast-path); it answers false to pass the request on.
 */
export interface MountOptions {
  track?: (handle: () => Promise<void>) => Promise<void>;
  intercept?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

/**
 * The provider runs in Koa's proxy mode, where it builds its URLs (discovery, the end-session form) from
 * X-Forwarded-Host/-Proto and its client address from X-Forwarded-For. Those headers are always replaced here, so
 * the provider never sees a client's own:
 * - the scheme and host are the issuer's (PUBLIC_URL), whatever the Host header says, so discovery's endpoints
 *   always agree with its issuer (docs/security.md, "Logins and sessions");
 * - unless TRUST_PROXY trusts the proxy the request came through and that proxy named the host it was reached at
 *   (X-Forwarded-Host): then that host and the forwarded scheme, taking the entry the nearest proxy added, as
 *   Fastify does (Koa alone would take the first, which the client controls);
 * - the client address is the one Fastify resolved under TRUST_PROXY.
 */
function setForwardedHeaders(request: FastifyRequest, req: IncomingMessage, issuer: URL): void {
  // Fastify's `host` differs from the Host header only when it came from a trusted proxy's X-Forwarded-Host.
  const forwardedByTrustedProxy = request.host !== '' && request.host !== (req.headers.host ?? '');
  req.headers['x-forwarded-host'] = forwardedByTrustedProxy ? request.host : issuer.host;
  req.headers['x-forwarded-proto'] = forwardedByTrustedProxy ? request.protocol : issuer.protocol.slice(0, -1);
  req.headers['x-forwarded-for'] = request.ip;
}

export function mountProvider(provider: Provider, options: MountOptions = {}): FastifyPluginAsync {
  const { track = (handle) => handle(), intercept } = options;
  const issuer = new URL(provider.issuer);
  const mountPath = issuer.pathname.replace(/\/+$/, '');
  if (!mountPath) throw new Error('the identity issuer needs a path (e.g. https://host/identity) to be mounted');
  const handle = provider.callback();

  return async function identityPlugin(app) {
    app.addHook('onRequest', async (request, reply) => {
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      const url = req.url ?? mountPath;
      const below = url.slice(mountPath.length);
      req.originalUrl = url;
      req.url = below.startsWith('/') ? below : `/${below}`;
      setForwardedHeaders(request, req, issuer);
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        // The identity server makes its own CORS decisions, per client (see client-cors): the app's answer would
        // make the provider skip its check, so any page could drive logins from a visitor's browser.
        if (value !== undefined && !name.startsWith('access-control-')) reply.raw.setHeader(name, value);
      }
      compressJsonResponses(req, reply.raw);
      if (await rejectControlCharacters(req, reply.raw)) return;
      if (intercept && (await intercept(req, reply.raw))) return;
      await track(() => handle(req, reply.raw));
    });

    // Never runs (onRequest has answered); the routes only claim the paths for this plugin's hook.
    const claimed = async () => undefined;
    app.all(mountPath, claimed);
    app.all(`${mountPath}/*`, claimed);
  };
}
