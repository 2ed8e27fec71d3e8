import { ClientStatus } from '@harta/contracts/client-status';
import { href } from '@harta/contracts/routes';

/** Spec section 4: "fetching basic profile with PENDING status redirects to app-pending". */
export function basicInfoRedirect(status: string | null | undefined, currentPath: string): string | null {
  if (status !== ClientStatus.Pending) return null;
  const target = href.appPending(ClientStatus.Pending);
  return currentPath === target ? null : target;
}
