import { request } from 'node:http';
import { APP_CLIENT_ID } from '@harta/contracts/constants';
import { messagesEn } from '@harta/contracts/messages';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createUser, passwordForm, postForm, identitySuite } from './test-harness';

interface Answer {
  status: number;
  cacheControl: string | null;
  body: Record<string, unknown>;
}

/**
 * The same token request twice: with a length (answered by the fast path) and streamed without one (chunked,
 * which the fast path leaves to the provider's own password grant).
 */
async function bothWays(base: string, form: Record<string, string>): Promise<[Answer, Answer]> {
  const answer = async (res: Response): Promise<Answer> => ({
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as Record<string, unknown>,
  });
  const fast = await answer(await postForm(`${base}/identity/token`, form));
  const encoded = new TextEncoder().encode(new URLSearchParams(form).toString());
  const streamed = await fetch(`${base}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(encoded);
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  return [fast, await answer(streamed)];
}

/** Everything a token set says about the login, minus what differs per issue (ids, times, signatures). */
function loginFacts(body: Record<string, unknown>) {
  const access = decodeJwt(String(body.access_token));
  const id = decodeJwt(String(body.id_token));
  return {
    keys: Object.keys(body).sort(),
    token_type: body.token_type,
    expires_in: body.expires_in,
    scope: body.scope,
    access: { sub: access.sub, role: access.role, email: access.email, aud: access.aud, scope: access.scope },
    id: { sub: id.sub, aud: id.aud, email: id.email, role: id.role },
  };
}

describe.each(testDatabases())('password login fast path ($name)', ({ open }) => {
  const suite = identitySuite(open);

  const form = passwordForm;

  it('issues the same token set as the provider’s own grant', async () => {
    const user = await createUser(suite.database.db);
    const [fast, provider] = await bothWays(suite.server.base, form(user.email, user.password));
    expect(fast.status).toBe(200);
    expect(provider.status).toBe(200);
    expect(fast.cacheControl).toBe('no-store');
    expect(provider.cacheControl).toBe('no-store');
    expect(loginFacts(fast.body)).toEqual(loginFacts(provider.body));
    expect(loginFacts(fast.body).access).toMatchObject({ sub: user.id, role: ['c'], email: user.email });
  });

  it('refuses a wrong password, a bad scope and a missing password the same way as the provider', async () => {
    const user = await createUser(suite.database.db);
    const answers: Answer[] = [];
    for (const request of [
      form(user.email, 'Wrong!pass1'),
      form(user.email, user.password, { scope: 'openid admin' }),
      { grant_type: 'password', client_id: APP_CLIENT_ID, username: user.email },
    ]) {
      const [fast, provider] = await bothWays(suite.server.base, request);
      expect(fast, JSON.stringify([fast, provider])).toEqual(provider);
      expect(fast.status).toBe(400);
      expect(fast.cacheControl).toBe('no-store');
      answers.push(fast);
    }
    expect(answers.map((a) => a.body)).toEqual([
      { error: 'invalid_grant', error_description: messagesEn['auth.invalidCredentials'] },
      { error: 'invalid_scope', error_description: 'requested scope is not supported', scope: 'admin' },
      { error: 'invalid_request', error_description: 'missing required parameter(s) (username, password)' },
    ]);
  });

  it('counts failures from both paths towards one lockout', async () => {
    const user = await createUser(suite.database.db);
    await bothWays(suite.server.base, form(user.email, 'Wrong!pass1'));
    const third = await postForm(`${suite.server.base}/identity/token`, form(user.email, 'Wrong!pass1'));
    expect(third.status).toBe(400);
    expect(await third.json()).toEqual({ error: 'account_locked', error_description: messagesEn['auth.lockout'] });
    const [fast, provider] = await bothWays(suite.server.base, form(user.email, user.password));
    expect(fast).toEqual(provider);
    expect(fast.body.error).toBe('account_locked');
  });

  it('leaves a request that does not look like a plain login to the provider', async () => {
    const user = await createUser(suite.database.db);
    // Repeated parameters: the provider refuses them.
    const body = `${new URLSearchParams(form(user.email, user.password))}&username=${encodeURIComponent(user.email)}`;
    const repeated = await fetch(`${suite.server.base}/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(repeated.status).toBe(400);
    expect(((await repeated.json()) as { error: string }).error).toBe('invalid_request');
    // Another client id: the provider knows no such client.
    const stranger = await postForm(
      `${suite.server.base}/identity/token`,
      form(user.email, user.password, { client_id: 'x' }),
    );
    expect(stranger.status).toBe(401);
    expect(((await stranger.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('shrugs off a client that hangs up in the middle of its body', async () => {
    const url = new URL(`${suite.server.base}/identity/token`);
    await new Promise<void>((resolve) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '500' },
      });
      req.on('error', () => resolve());
      req.write('grant_type=password', () => setTimeout(() => req.destroy(), 50));
      req.on('close', () => resolve());
    });
    const user = await createUser(suite.database.db);
    const after = await postForm(`${suite.server.base}/identity/token`, form(user.email, user.password));
    expect(after.status).toBe(200);
  });
});
