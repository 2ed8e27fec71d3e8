import { ClientStatus, isMenuVisible } from '@harta/contracts/client-status';
import type { AuthStatus } from '../../lib/auth/auth-context';

export interface ShellChromeInput {
  native: boolean;
  authStatus: AuthStatus;
  /** The client's status from the login summary, when loaded. */
  status: string | null | undefined;
  /** Routes that must offer nothing but their content (the device-security page). */
  bare: boolean;
  onLoginPage: boolean;
  /** The page shows its own Log in / Logout buttons (home, app-pending). */
  pageHasAuthActions?: boolean;
}

export interface ShellChrome {
  topMenu: boolean;
  bottomBar: boolean;
  completedIndicator: boolean;
  loginButton: boolean;
  logoutButton: boolean;
}

const NONE: ShellChrome = {
  topMenu: false,
  bottomBar: false,
  completedIndicator: false,
  loginButton: false,
  logoutButton: false,
};

/**
 * What the layout shows around a page (spec section 2): the menu only for a logged-in client whose status is set
 * and not DRAFT or PENDING — as a top menu on the web, as a bottom bar in the native app; the '{n}% completed'
 * indicator during registration; Login when logged out; a Logout button whenever the top menu (which holds
 * Logout under My Account) is not shown.
 */
export function shellChrome({
  native,
  authStatus,
  status,
  bare,
  onLoginPage,
  pageHasAuthActions = false,
}: ShellChromeInput): ShellChrome {
  if (bare) return NONE;
  const authenticated = authStatus === 'authenticated';
  const menu = authenticated && isMenuVisible(status);
  const topMenu = menu && !native;
  return {
    topMenu,
    bottomBar: menu && native,
    completedIndicator: authenticated && status === ClientStatus.Draft,
    loginButton: authStatus === 'anonymous' && !onLoginPage && !pageHasAuthActions,
    logoutButton: authenticated && !topMenu && !pageHasAuthActions,
  };
}
