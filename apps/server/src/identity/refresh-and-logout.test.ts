import { APP_CLIENT_ID } from '@harta/contracts/constants';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import {
  APP_ORIGIN,
  APP_REDIRECT_URI,
  createUser,
  passwordLogin,
  postForm,
  refreshTokens,
  startIdentityServer,
  identitySuite,
  TEST_ISSUER,
} from './test-harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('identity server: refresh, revocation, logout ($name)', ({ open }) => {
  const suite = identitySuite(open);

  async function login() {
    const user = await createUser(suite.database.db);
    const { status, body } = await passwordLogin(suite.server.base, user.email, user.password);
    expect(status).toBe(200);
    return { user, tokens: body };
  }

  it('rotates the refresh token and issues a fresh access token with the same claims', async () => {
    const { user, tokens } = await login();
    const { status, body } = await refreshTokens(suite.server.base, tokens.refresh_token!);
    expect(status).toBe(200);
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.refresh_token).not.toBe(tokens.refresh_token);
    expect(body.access_token).not.toBe(tokens.access_token);
    expect(body.id_token).toEqual(expect.any(String));
    const claims = await suite.server.identity.verifyAccessToken(body.access_token);
    expect(claims).toMatchObject({ sub: user.id, role: ['c'], email: user.email });

    // The refreshed token still works at userinfo, as the app calls it after a silent refresh.
    const info = await fetch(`${suite.server.base}/identity/me`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(info.status).toBe(200);
  });

  it('answers a second use of a refresh token within the grace as it answered the first, and the session lives on', async () => {
    const { user, tokens } = await login();
    const first = await refreshTokens(suite.server.base, tokens.refresh_token!);
    expect(first.status).toBe(200);

    // The app retries (the first answer was lost): it gets the same new refresh token and a working access token.
    const retry = await refreshTokens(suite.server.base, tokens.refresh_token!);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh_token).toBe(first.body.refresh_token);
    await expect(suite.server.identity.verifyAccessToken(retry.body.access_token)).resolves.toMatchObject({
      sub: user.id,
    });
    expect(retry.body.id_token).toEqual(expect.any(String));

    // The chain goes on from the token both answers hold, once.
    const next = await refreshTokens(suite.server.base, first.body.refresh_token!);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first.body.refresh_token);
  });

  it('refuses a refresh token used again after the grace and revokes its whole chain', async () => {
    const strict = await startIdentityServer(suite.database.db, { refreshTokenReuseGraceSeconds: 1 });
    try {
      const user = await createUser(suite.database.db);
      const { body: tokens } = await passwordLogin(strict.base, user.email, user.password);
      const first = await refreshTokens(strict.base, tokens.refresh_token!);
      expect(first.status).toBe(200);
      await sleep(1300);

      const replay = await refreshTokens(strict.base, tokens.refresh_token!);
      expect(replay.status).toBe(400);
      expect(replay.body.error).toBe('invalid_grant');

      // The thief may have rotated first: the newest token of the chain stops working as well.
      const newest = await refreshTokens(strict.base, first.body.refresh_token!);
      expect(newest.status).toBe(400);
      expect(newest.body.error).toBe('invalid_grant');
    } finally {
      await strict.close();
    }
  });

  it('answers two simultaneous uses of one refresh token alike, on two instances, and keeps the session', async () => {
    const other = await startIdentityServer((await suite.database.openAnother()).db);
    try {
      const { user, tokens } = await login();
      const results = await Promise.all([
        refreshTokens(suite.server.base, tokens.refresh_token!),
        refreshTokens(other.base, tokens.refresh_token!),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(results[1]!.body.refresh_token).toBe(results[0]!.body.refresh_token);
      for (const { body } of results) {
        await expect(suite.server.identity.verifyAccessToken(body.access_token)).resolves.toMatchObject({
          sub: user.id,
        });
      }
      const info = await fetch(`${suite.server.base}/identity/me`, {
        headers: { authorization: `Bearer ${results[1]!.body.access_token}` },
      });
      expect(info.status).toBe(200);
      expect((await refreshTokens(suite.server.base, results[0]!.body.refresh_token!)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('without a grace, lets only one of two simultaneous uses through and ends the session', async () => {
    const strict = await startIdentityServer(suite.database.db, { refreshTokenReuseGraceSeconds: 0 });
    const other = await startIdentityServer((await suite.database.openAnother()).db, {
      refreshTokenReuseGraceSeconds: 0,
    });
    try {
      const user = await createUser(suite.database.db);
      const { body: tokens } = await passwordLogin(strict.base, user.email, user.password);
      const results = await Promise.all([
        refreshTokens(strict.base, tokens.refresh_token!),
        refreshTokens(other.base, tokens.refresh_token!),
      ]);
      const winners = results.filter((r) => r.status === 200);
      expect(winners.length).toBeLessThanOrEqual(1);
      expect(results.filter((r) => r.status === 400).every((r) => r.body.error === 'invalid_grant')).toBe(true);
      for (const winner of winners) {
        expect((await refreshTokens(strict.base, winner.body.refresh_token!)).status).toBe(400);
      }
    } finally {
      await strict.close();
      await other.close();
    }
  });

  it('accepts on one instance a refresh token issued by another', async () => {
    const other = await startIdentityServer((await suite.database.openAnother()).db);
    try {
      const { tokens } = await login();
      const { status, body } = await refreshTokens(other.base, tokens.refresh_token!);
      expect(status).toBe(200);
      // Same persisted keys, so either instance verifies the other's access tokens.
      await expect(suite.server.identity.verifyAccessToken(body.access_token)).resolves.toMatchObject({ role: ['c'] });
    } finally {
      await other.close();
    }
  });

  it('ends a refresh chain at its absolute lifetime, however often it was rotated', async () => {
    const shortLived = await startIdentityServer(suite.database.db, { refreshTokenAbsoluteTtlSeconds: 3 });
    try {
      const user = await createUser(suite.database.db);
      const started = Date.now();
      const login = await passwordLogin(shortLived.base, user.email, user.password);
      await sleep(1200);
      const rotated = await refreshTokens(shortLived.base, login.body.refresh_token!);
      expect(rotated.status).toBe(200);

      // Had rotation restarted the clock, this token would live until about started + 4.2 s.
      await sleep(Math.max(0, started + 3300 - Date.now()));
      const late = await refreshTokens(shortLived.base, rotated.body.refresh_token!);
      expect(late.status).toBe(400);
      expect(late.body.error).toBe('invalid_grant');
    } finally {
      await shortLived.close();
    }
  });

  it('expires an idle refresh token when an idle lifetime is set', async () => {
    const idle = await startIdentityServer(suite.database.db, { refreshTokenIdleTtlSeconds: 1 });
    try {
      const user = await createUser(suite.database.db);
      const login = await passwordLogin(idle.base, user.email, user.password);
      await sleep(2100);
      expect((await refreshTokens(idle.base, login.body.refresh_token!)).status).toBe(400);
    } finally {
      await idle.close();
    }
  });

  it('revokes a refresh token from the public app client (logout), from the app origin', async () => {
    const { tokens } = await login();
    const res = await postForm(
      `${suite.server.base}/identity/token/revocation`,
      { token: tokens.refresh_token!, token_type_hint: 'refresh_token', client_id: APP_CLIENT_ID },
      { origin: APP_ORIGIN },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);

    const after = await refreshTokens(suite.server.base, tokens.refresh_token!);
    expect(after.status).toBe(400);
    expect(after.body.error).toBe('invalid_grant');
  });

  it('revokes an access token (a JWT) by ending its session: the refresh token stops working too', async () => {
    const { tokens } = await login();
    const res = await postForm(`${suite.server.base}/identity/token/revocation`, {
      token: tokens.access_token,
      client_id: APP_CLIENT_ID,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    const after = await refreshTokens(suite.server.base, tokens.refresh_token!);
    expect(after.body.error).toBe('invalid_grant');
  });

  it('answers an access token revocation from a refused origin with 400, revoking nothing', async () => {
    const { tokens } = await login();
    const res = await postForm(
      `${suite.server.base}/identity/token/revocation`,
      { token: tokens.access_token, client_id: APP_CLIENT_ID },
      { origin: 'http://evil.test' },
    );
    expect(res.status).toBe(400);
    expect((await refreshTokens(suite.server.base, tokens.refresh_token!)).status).toBe(200);
  });

  it('completes RP-initiated logout back to the registered post-logout URI', async () => {
    const { tokens } = await login();
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: APP_REDIRECT_URI,
      state: 'bye',
    });
    const start = await fetch(`${suite.server.base}/identity/session/end?${query}`, { redirect: 'manual' });
    expect(start.status).toBe(200);
    const html = await start.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    // Built from the issuer (PUBLIC_URL), whatever address the request came to.
    expect(action).toBe(`${TEST_ISSUER}/session/end/confirm`);

    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const confirm = await fetch(`${suite.server.base}/identity/session/end/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${APP_REDIRECT_URI}?state=bye`);
  });

  it('refuses a post-logout URI that is not registered', async () => {
    const { tokens } = await login();
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'http://evil.test/',
    });
    const res = await fetch(`${suite.server.base}/identity/session/end?${query}`, {
      redirect: 'manual',
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});
