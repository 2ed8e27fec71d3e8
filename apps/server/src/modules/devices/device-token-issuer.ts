import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import type { TokenSet } from '@harta/contracts/schemas/native';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/connection';
import type { Identity } from '../../identity/create-identity';
import { findAccount } from '../../identity/account';
import { API_RESOURCE, OIDC_SCOPES, apiResourceServer } from '../../identity/scopes';

/** Recorded as the tokens' grant type (`gty`), so logs and refreshes show they came from a device login. */
export const DEVICE_GRANT_TYPE = 'urn:harta:device';

/**
 * Issues the normal token set of a login (JWT access token for the API, rotating refresh token, ID token) for a
 * user whose device credential the devices module has verified, and revokes such a session later.
 *
 * The identity server has no grant for this, and its token endpoint only admits the app client's password and
 * refresh grants; so this builds the same oidc-provider models the password grant builds, through the provider's
 * public model classes (ADR 0002). The refresh token then rotates through the identity server's ordinary
 * refresh_token grant, and logout revokes it as any other.
 */
export interface DeviceTokenIssuer {
  /** Null when the user no longer has an account (deleted or disabled). */
  issue(userId: string): Promise<{ tokens: TokenSet; grantId: string } | null>;
  /** Ends the session chain a device login started (its refresh tokens and grant). */
  revokeGrant(grantId: string): Promise<void>;
}

const epochNow = () => Math.floor(Date.now() / 1000);

export function createDeviceTokenIssuer(deps: {
  provider: Provider;
  db: Db;
  accessTokenTtlSeconds: number;
}): DeviceTokenIssuer {
  const { provider, db } = deps;

  return {
    async issue(userId) {
      const account = await findAccount(db, userId);
      if (!account) return null;
      const client = await provider.Client.find(APP_CLIENT_ID);
      if (!client) throw new Error(`identity: client ${APP_CLIENT_ID} is not registered`);

      const scopes = [...APP_SCOPES];
      const resourceServer = new provider.ResourceServer(API_RESOURCE, apiResourceServer(deps.accessTokenTtlSeconds));
      const oidcScopes = scopes.filter((s) => OIDC_SCOPES.has(s));
      const apiScopes = scopes.filter((s) => resourceServer.scopes.has(s));

      const grant = new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
      grant.addOIDCScope(oidcScopes);
      grant.addResourceScope(API_RESOURCE, apiScopes);
      const grantId = await grant.save();

      const at = new provider.AccessToken({
        accountId: account.accountId,
        client,
        grantId,
        gty: DEVICE_GRANT_TYPE,
      });
      at.resourceServer = resourceServer;
      at.scope = grant.getResourceScopeFiltered(API_RESOURCE, apiScopes);
      const accessToken = await at.save();

      const rt = new provider.RefreshToken({
        accountId: account.accountId,
        client,
        grantId,
        gty: DEVICE_GRANT_TYPE,
        scope: scopes.join(' '),
        resource: API_RESOURCE,
        rotations: 0,
        authTime: epochNow(),
        // RFC 8176: proof of possession of a (keychain-held) key, after the user's biometric check on the device.
        amr: ['hwk', 'user'],
        expiresWithSession: false,
      });
      const refreshToken = await rt.save();

      const idToken = new provider.IdToken(await account.claims('id_token', oidcScopes.join(' '), {}, []), {
        client,
      } as never);
      // Claims are released by this scope; the typings omit the property.
      Object.assign(idToken, { scope: grant.getOIDCScopeFiltered(new Set(oidcScopes)) });
      const idTokenValue = await idToken.issue({ use: 'idtoken' });

      return {
        grantId,
        tokens: {
          access_token: accessToken,
          token_type: at.tokenType ?? 'Bearer',
          expires_in: at.expiration,
          refresh_token: refreshToken,
          id_token: idTokenValue,
          scope: scopes.join(' '),
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
export function deviceTokenIssuerFor(
  identity: object | undefined,
  db: Db,
  accessTokenTtlSeconds: number,
): DeviceTokenIssuer | undefined {
  const provider = identity && 'provider' in identity ? (identity as Pick<Identity, 'provider'>).provider : undefined;
  return provider ? createDeviceTokenIssuer({ provider, db, accessTokenTtlSeconds }) : undefined;
}
