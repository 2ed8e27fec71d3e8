import { ClientStatus, isBlockedStatus } from '@harta/contracts/client-status';
import type { MessageKey } from '@harta/contracts/messages';
import { href } from '@harta/contracts/routes';

export interface PostLoginInput {
  status: string;
  currentStep: number | null | undefined;
  /** The route the guard bounced the user from, if any. */
  rememberedTarget: string | null;
}

export type PostLoginDecision =
  | { kind: 'navigate'; to: string }
  /** Show the message on the login page and log out. */
  | { kind: 'refuse'; message: MessageKey };

/** Where to go once the login summary has loaded (spec section 4, "After login"). */
export function decidePostLogin({ status, currentStep, rememberedTarget }: PostLoginInput): PostLoginDecision {
  if (status === ClientStatus.Draft) return { kind: 'navigate', to: href.registrationStep(currentStep) };
  if (status === ClientStatus.Pending) return { kind: 'navigate', to: href.appPending(ClientStatus.Pending) };
  if (isBlockedStatus(status)) return { kind: 'refuse', message: 'auth.accountStatus' };
  return { kind: 'navigate', to: usableTarget(rememberedTarget) ?? href.to('dashboard') };
}

/** Going back to the login page (or an error page) after logging in would be a dead end. */
function usableTarget(target: string | null): string | null {
  if (!target) return null;
  const path = target.split(/[?#]/)[0] ?? '';
  const deadEnds = [href.root(), href.to('userLogin'), href.to('home')];
  return deadEnds.includes(path) ? null : target;
}
