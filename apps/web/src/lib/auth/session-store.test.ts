import { afterEach, describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { testSettings } from '../../test/fixtures';
import { hasStoredSession, STORED_TOKEN_MIN_VALIDITY_S, storedValidToken } from './session-store';
import { createUserManager } from './user-manager';

function signedInUser(): User {
  return new User({
    access_token: 'access',
    refresh_token: 'refresh',
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: testSettings.identityServer, aud: testSettings.clientId, exp: 4102444800, iat: 0 },
  });
}

describe('hasStoredSession', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each(['localStorage', 'sessionStorage'] as const)(
    'sees the session the OIDC client stores in %s, and its removal',
    async (storage) => {
      const settings = { ...testSettings, storage };
      const manager = createUserManager(settings);
      expect(hasStoredSession(settings)).toBe(false);
      await manager.storeUser(signedInUser());
      expect(hasStoredSession(settings)).toBe(true);
      expect(hasStoredSession({ ...settings, clientId: 'another-app' })).toBe(false);
      await manager.removeUser();
      expect(hasStoredSession(settings)).toBe(false);
    },
  );
});

describe('storedValidToken', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  function userWithExpiry(expiresInS: number): User {
    return new User({
      access_token: 'access',
      refresh_token: 'refresh',
      token_type: 'Bearer',
      expires_at: Math.floor(Date.now() / 1000) + expiresInS,
      profile: {
        sub: 'u1',
        iss: testSettings.identityServer,
        aud: testSettings.clientId,
        exp: 0,
        iat: 0,
        role: 'client',
      },
    });
  }

  it('reads the access token the OIDC client stored while it is valid for a while yet, and nothing else', async () => {
    const manager = createUserManager(testSettings);
    expect(storedValidToken(testSettings)).toBeNull();
    await manager.storeUser(userWithExpiry(300));
    expect(storedValidToken(testSettings)).toEqual({
      accessToken: 'access',
      profile: expect.objectContaining({ role: 'client' }),
    });
    expect(storedValidToken({ ...testSettings, clientId: 'another-app' })).toBeNull();
  });

  it('gives nothing for an expired token, one about to expire, one without an expiry, or an unreadable entry', async () => {
    const manager = createUserManager(testSettings);
    await manager.storeUser(userWithExpiry(-10));
    expect(storedValidToken(testSettings)).toBeNull();
    await manager.storeUser(userWithExpiry(STORED_TOKEN_MIN_VALIDITY_S - 1));
    expect(storedValidToken(testSettings)).toBeNull();
    await manager.storeUser(
      new User({ access_token: 'access', token_type: 'Bearer', profile: signedInUser().profile }),
    );
    expect(storedValidToken(testSettings)).toBeNull();
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('harta.oidc.user:'))!;
    sessionStorage.setItem(key, '{not json');
    expect(storedValidToken(testSettings)).toBeNull();
  });
});
