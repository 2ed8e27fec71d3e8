import { href } from '@harta/contracts/routes';
import { isNativeApp } from '../platform/platform';

/**
 * Where a logout the user asked for lands: the native app's home screen, which offers "Log in with Fingerprint"
 * (issue 15 item 4); the login page on the web. (Session events, idle timeouts and refused logins go to the
 * login page: spec section 4.)
 */
export function afterLogoutPath(): string {
  return isNativeApp() ? href.to('home') : href.to('userLogin');
}
