import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { helmetOptions, securityHeadersPlugin } from './security-headers';

/** The precomputed headers must be exactly what @fastify/helmet itself sends for the same options. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/page', async () => 'page');
  const [api, page] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/thing' }),
    app.inject({ method: 'GET', url: '/page' }),
  ]);
  await app.close();
  const strip = ({ date: _date, ...headers }: Record<string, unknown>) => headers;
  return { api: strip(api.headers), page: strip(page.headers) };
}

describe.each(['http://harta.test', 'https://harta.example'])('security headers for %s', (publicUrl) => {
  const config = loadConfig({ ENVIRONMENT: 'test', PUBLIC_URL: publicUrl, REGISTRATION_BASIC_AUTH: 'reg:secret' });

  it('are the headers @fastify/helmet sends, plus CORS and cache-control on API answers', async () => {
    const ours = await headersOf((app) => app.register(securityHeadersPlugin, { config }));
    const reference = await headersOf((app) => app.register(helmet, helmetOptions(config)));
    // A request without an allowed Origin gets no CORS grant, only the Vary that keeps caches honest.
    const cors = { vary: 'Origin' };
    expect(ours.page).toEqual({ ...reference.page, ...cors });
    expect(ours.api).toEqual({ ...reference.api, ...cors, 'cache-control': 'no-store' });
    expect(Object.keys(reference.page)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options']),
    );
    expect('strict-transport-security' in reference.page).toBe(publicUrl.startsWith('https://'));
  });
});
