import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import type { TokenSet } from '@harta/contracts/schemas/native';
import type Provider from 'oidc-provider';
import type { ResourceServer } from 'oidc-provider';
import type { Db } from '../../db/connection';
import type { Identity } from '../../identity/create-identity';
import { findAccount } from '../../identity/account';
import { issueTokenSet } from '../../identity/issue-token-set';

/** Recorded as the tokens' grant type (`gty`), so logs and refreshes show they came from a device login. */
export const DEVICE_GRANT_TYPE = 'urn:harta:device';

/**
 * Issues the normal token set of a login (JWT access token for the API, rotating refresh token, ID token) for a
 * user whose device credential the devices module has verified, and revokes such a session later.
 *
 * The device credential is checked by the devices module, not at the token endpoint, so this issues the tokens
 * directly with the identity server's own token-set builder, the one its login grants use (ADR 0002). The refresh token then rotates through the identity server's ordinary
 * refresh_token grant, and logout revokes it as any other.
 */
export interface DeviceTokenIssuer {
  /** Null when the user no longer has an account (deleted or disabled). */
  issue(userId: string): Promise<{ tokens: TokenSet; grantId: string } | null>;
  /** Ends the session chain a device login started (its refresh tokens and grant). */
  revokeGrant(grantId: string): Promise<void>;
}

export function createDeviceTokenIssuer(deps: {
  provider: Provider;
  db: Db;
  apiResource: ResourceServer;
}): DeviceTokenIssuer {
  const { provider, db } = deps;

  return {
    async issue(userId) {
      const account = await findAccount(db, userId);
      if (!account) return null;
      const client = await provider.Client.find(APP_CLIENT_ID);
      if (!client) throw new Error(`identity: client ${APP_CLIENT_ID} is not registered`);

      const { body, grantId } = await issueTokenSet(provider, {
        account,
        client,
        scopes: [...APP_SCOPES],
        gty: DEVICE_GRANT_TYPE,
        // RFC 8176: proof of possession of a (keychain-held) key, after the user's biometric check on the device.
        amr: ['hwk', 'user'],
        authTime: new Date(),
        apiResource: deps.apiResource,
      });
      const { refresh_token: refreshToken, id_token: idToken } = body;
      // The app's scopes include offline_access and openid: a device login always gets both.
      if (!refreshToken || !idToken) throw new Error('identity: a device login must issue a refresh and an ID token');
      return {
        grantId,
        tokens: {
          access_token: body.access_token,
          token_type: body.token_type ?? 'Bearer',
          expires_in: body.expires_in,
          refresh_token: refreshToken,
          id_token: idToken,
          scope: body.scope,
        },
      };
    },

    async revokeGrant(grantId) {
      await provider.RefreshToken.revokeByGrantId(grantId);
      const grant = await provider.Grant.find(grantId);
      await grant?.destroy();
    },
  };
}

/**
 * The issuer for the identity server the app was built with, or undefined when the app runs without one (some
 * tests) or with a stand-in that has no provider: device logins then answer 503.
 */
export function deviceTokenIssuerFor(identity: object | undefined, db: Db): DeviceTokenIssuer | undefined {
  if (!identity || !('provider' in identity) || !('apiResource' in identity)) return undefined;
  const { provider, apiResource } = identity as Pick<Identity, 'provider' | 'apiResource'>;
  return createDeviceTokenIssuer({ provider, db, apiResource });
}
