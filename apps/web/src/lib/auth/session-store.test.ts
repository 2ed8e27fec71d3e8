import { afterEach, describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { testSettings } from '../../test/fixtures';
import { hasStoredSession } from './session-store';
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
