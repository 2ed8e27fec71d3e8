import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { IdentityPaths, isApiUrl } from '@harta/contracts/paths';
import { isSandboxEnvironment } from '@harta/contracts/settings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors/error-handler';

/** Vite puts content-hashed files under /assets: a changed file gets a new name, so they can be cached forever. */
const HASHED_ASSETS_DIR = `${path.sep}assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, appsettings-like files, icons) is revalidated so a deploy shows up at once. */
const REVALIDATE = 'no-cache';
/**
 * The build writes a brotli and a gzip copy beside every text file (apps/web/build/precompress.ts); the server picks
 * one by the request's Accept-Encoding and never serves the copies under their own names.
 */
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * Written by the web build (apps/web/build/route-preloads.ts, apps/web/build/prerender.ts): path → a copy of
 * index.html for that path, or, for a page prerendered at build time, one copy per kind of deployment.
 */
const ROUTE_SHELLS_FILE = path.join('.vite', 'route-shells.json');

/** The kinds of deployment a prerendered page is written for (the Sandbox badge shows outside production). */
export type PrerenderVariant = 'production' | 'sandbox';

/**
 * The app shell to send for a path: for the pages a visit usually starts on, the build writes a copy of index.html
 * that also preloads that page's files, so the browser fetches them while it runs the entry instead of after the
 * router has rendered; the login page it renders to HTML (one copy for production, one for the sandbox), which the
 * browser shows before any script has run and then hydrates. Every other path gets index.html. Only files that exist
 * in the build are taken.
 */
export function loadRouteShells(webDistDir: string, variant: PrerenderVariant): Map<string, string> {
  const file = path.join(webDistDir, ROUTE_SHELLS_FILE);
  const shells = new Map<string, string>();
  if (!existsSync(file)) return shells;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const [route, entry] of Object.entries(parsed)) {
    const shell =
      typeof entry === 'object' && entry !== null
        ? (entry as Partial<Record<PrerenderVariant, unknown>>)[variant]
        : entry;
    if (typeof shell === 'string' && !shell.includes('..') && existsSync(path.join(webDistDir, shell))) {
      shells.set(route, shell);
    }
  }
  return shells;
}

/** Paths the SPA never answers: API and identity calls get a JSON 404 instead of the app shell. */
function isServerPath(url: string): boolean {
  return (
    isApiUrl(url) ||
    url === IdentityPaths.base ||
    url.startsWith(`${IdentityPaths.base}/`) ||
    url.startsWith(`${IdentityPaths.base}?`)
  );
}

/** Whether WEB_DIST_DIR holds a build of the web app. */
function hasWebBuild(webDistDir: string): boolean {
  return existsSync(path.join(webDistDir, 'index.html'));
}

/**
 * Tells whether a request fetches one of the built web app's files (`/`, `/assets/…`, icons): what the rate limit
 * spares. A page load fetches dozens of them (one per code chunk), many clients can share one address (carrier
 * NAT), and serving a static file costs next to nothing, so counting them would lock people out of the app while
 * protecting nothing. The list is read once from the build; dotfiles are not served, so not listed.
 */
export function createWebAppFileCheck(webDistDir: string): (request: FastifyRequest) => boolean {
  const files = new Set<string>();
  if (hasWebBuild(webDistDir)) {
    files.add('/');
    for (const entry of readdirSync(webDistDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep);
      if (relative.some((part) => part.startsWith('.')) || PRECOMPRESSED_COPY.test(entry.name)) continue;
      files.add(`/${relative.join('/')}`);
    }
  }
  return (request) =>
    (request.method === 'GET' || request.method === 'HEAD') && files.has(request.url.split('?')[0] ?? '');
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built web app (WEB_DIST_DIR) and owns the answer for unknown paths:
 * a browser navigation to a client-side route (/dashboard) gets index.html so the router can take over;
 * anything else, and every unknown /api or /identity path, gets the JSON 404.
 * A missing build is not fatal (API-only use, or the web app is not built yet): it is logged once.
 */
export const webAppPlugin = fp<{ webDistDir: string; environment: string }>(
  async (app, { webDistDir, environment }) => {
    const hasBuild = hasWebBuild(webDistDir);
    const variant: PrerenderVariant = isSandboxEnvironment(environment) ? 'sandbox' : 'production';
    const routeShells = hasBuild ? loadRouteShells(webDistDir, variant) : new Map<string, string>();
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        index: 'index.html',
        // Nothing the browser needs starts with a dot; Vite's build manifest (.vite/) is for the benchmarks only.
        dotfiles: 'ignore',
        // Brotli when the browser accepts it, else gzip, else the file itself, with Vary: Accept-Encoding.
        preCompressed: true,
        allowedPath: (pathName) => !PRECOMPRESSED_COPY.test(pathName),
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          void reply.header('cache-control', filePath.includes(HASHED_ASSETS_DIR) ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn(
        { webDistDir },
        'web app build not found: serving the API only (build apps/web or set WEB_DIST_DIR)',
      );
    }

    app.setNotFoundHandler(
      // Unknown paths count against the rate limit too, so path scanning is throttled like everything else.
      { preHandler: app.rateLimit() },
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (hasBuild && wantsHtml(request) && !isServerPath(request.url)) {
          const shell = routeShells.get(request.url.split('?')[0]!.replace(/\/+$/, '')) ?? 'index.html';
          return reply.header('cache-control', REVALIDATE).sendFile(shell);
        }
        return sendNotFound(request, reply);
      },
    );
  },
  { name: 'harta-web-app', dependencies: ['harta-rate-limit'] },
);
