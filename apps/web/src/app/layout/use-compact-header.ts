import { useMediaQuery } from '@mantine/hooks';
import { isHydrating } from '../../lib/prerender/hydration';

/**
 * What the prerendered login page assumes (apps/web/build/prerender.ts): a phone, the screen most visitors and
 * Lighthouse's mobile run have. A wider screen switches to the wide header right after hydration.
 */
export const PRERENDER_COMPACT_HEADER = true;

/**
 * True on a phone-width screen (below Mantine's `xs`, 36em), where the header has room only for compact pieces.
 * Read on the first render, so a phone never flashes the wide header; while a prerendered page hydrates, the
 * prerender's assumption first (the markup must match), then the screen's in an effect.
 */
export function useCompactHeader(): boolean {
  const hydrating = isHydrating();
  return useMediaQuery('(max-width: 35.99em)', hydrating ? PRERENDER_COMPACT_HEADER : false, {
    getInitialValueInEffect: hydrating,
  });
}

/**
 * True below Mantine's `md` (62em), where the header has no room for the top menu: the burger and its drawer
 * instead. Only the one menu is rendered (and downloaded: the top menu is a lazy chunk a phone never asks for);
 * read on the first render like `useCompactHeader`, with the prerender's phone assumption while a page hydrates.
 */
export function useCompactMenu(): boolean {
  const hydrating = isHydrating();
  return useMediaQuery('(max-width: 61.99em)', hydrating ? PRERENDER_COMPACT_HEADER : false, {
    getInitialValueInEffect: hydrating,
  });
}
