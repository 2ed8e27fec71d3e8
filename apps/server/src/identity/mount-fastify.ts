import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { rejectControlCharacters } from './reject-control-characters';

/**
 * A Fastify plugin that serves the provider (a Koa app) under the issuer's path.
 * The hand-off happens in onRequest, before Fastify reads the body, so oidc-provider parses its own
 * form bodies. The request is presented Express-style (`originalUrl` = full path, `url` = path below the
 * mount point), which is how oidc-provider works out its mount path when it builds endpoint URLs.
 * Headers already set by earlier app-wide hooks (request id, security headers) are carried over.
 * Parameters with control characters are refused first (reject-control-characters.ts), whoever answers next.
 * Register it without a prefix: it mounts itself at the issuer's path.
 * `track` wraps each provider request (see load-oidc-provider's trackRequest). `intercept` may answer a request
 * before the provider sees it (see password-fast-path); it answers false to pass the request on.
 */
export interface MountOptions {
  track?: (handle: () => Promise<void>) => Promise<void>;
  intercept?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

export function mountProvider(provider: Provider, options: MountOptions = {}): FastifyPluginAsync {
  const { track = (handle) => handle(), intercept } = options;
  const mountPath = new URL(provider.issuer).pathname.replace(/\/+$/, '');
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
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
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
