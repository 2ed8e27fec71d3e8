import { href } from '@harta/contracts/routes';
import type { AuthStatus } from '../../../lib/auth/auth-context';

export type RootRouteDecision =
  | { kind: 'wait' }
  | { kind: 'navigate'; to: string }
  /** Leave the app for the marketing site (a full page load). */
  | { kind: 'external'; url: string };

/**
 * The empty route (spec section 2): the dashboard when logged in; otherwise the home screen in the native app,
 * or the external marketing site on the web. Without a marketing URL the web falls back to the home screen
 * rather than looping on itself.
 */
export function decideRootRoute({
  authStatus,
  native,
  marketingSiteUrl,
}: {
  authStatus: AuthStatus;
  native: boolean;
  marketingSiteUrl: string;
}): RootRouteDecision {
  if (authStatus === 'restoring') return { kind: 'wait' };
  if (authStatus === 'authenticated') return { kind: 'navigate', to: href.to('dashboard') };
  if (native || !marketingSiteUrl.trim()) return { kind: 'navigate', to: href.to('home') };
  return { kind: 'external', url: marketingSiteUrl };
}
