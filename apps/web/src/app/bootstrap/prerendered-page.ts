import type { AppSettings } from '@harta/contracts/settings';
import { isSandboxEnvironment } from '../../lib/settings/is-sandbox';

/** What the build wrote on a prerendered page's #root (apps/web/build/prerender.ts). */
export interface PrerenderedPage {
  path: string;
  /** The kind of settings it was rendered with: the Sandbox badge shows outside production. */
  variant: 'production' | 'sandbox';
}

/**
 * The prerendered page in #root that this browser should hydrate, or null: none, one for another path (the server
 * sent it for a path the router shows differently), or one public/before-paint.js decided this visitor gets
 * rendered in the browser (Bahasa Melayu, a saved dark theme, the native layout, a query string).
 */
export function prerenderedPage(
  root: HTMLElement,
  location: Pick<Location, 'pathname'> = window.location,
): PrerenderedPage | null {
  const path = root.getAttribute('data-prerendered');
  const variant = root.getAttribute('data-prerender-variant');
  if (path === null || (variant !== 'production' && variant !== 'sandbox')) return null;
  if (document.documentElement.getAttribute('data-harta-render') === 'client') return null;
  if (location.pathname.replace(/\/+$/, '') !== path) return null;
  return { path, variant };
}

/** Whether the browser's own settings render the markup the build rendered (see PrerenderedPage.variant). */
export function prerenderMatches(page: PrerenderedPage, settings: AppSettings): boolean {
  return isSandboxEnvironment(settings.environment) === (page.variant === 'sandbox');
}

/**
 * Before a render in the browser over a prerendered page: its markup goes (it would show until React's first
 * commit), the plain-HTML loading state takes its place, as index.html has it.
 */
export function takeOverPrerender(root: HTMLElement): void {
  if (!root.hasAttribute('data-prerendered')) return;
  const loading = document.querySelector('.harta-boot-fallback');
  loading?.classList.remove('harta-boot-fallback');
  root.removeAttribute('data-prerendered');
  root.removeAttribute('data-prerender-variant');
  root.replaceChildren(...(loading ? [loading] : []));
}
