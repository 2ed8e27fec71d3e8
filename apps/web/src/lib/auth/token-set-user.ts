import { User, type UserManager, type UserProfile } from 'oidc-client-ts';
import { decodeJwtPayload } from './roles';

/** A token response (OAuth 2.0 field names), as the identity server's token endpoint or a device login answers. */
export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string | undefined;
  id_token?: string | undefined;
  scope?: string | undefined;
}

/**
 * Makes a token response obtained outside the OIDC client (the native app's biometric login, ADR 0002) the
 * client's session, as its own password login would: stored, and loaded so that silent renew and the session
 * events run from here on. The profile comes from the ID token (sub, name, e-mail, role).
 */
export async function adoptTokenResponse(manager: UserManager, tokens: TokenResponse): Promise<User> {
  const profile = (decodeJwtPayload(tokens.id_token) ?? {}) as UserProfile;
  const user = new User({
    access_token: tokens.access_token,
    token_type: tokens.token_type,
    refresh_token: tokens.refresh_token,
    id_token: tokens.id_token,
    scope: tokens.scope,
    session_state: null,
    profile,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
  await manager.storeUser(user);
  await manager.events.load(user);
  return user;
}
