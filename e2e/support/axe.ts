import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A/AA (every version's tags) and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Axe's violations on the page as it is now, one readable line each (empty when there are none).
 *
 * axe-core runs in the page itself, injected once per document: AxeBuilder's default (`analyze`) injects it again on
 * every call and finishes each run in a new blank tab, several seconds a scan on the CI machine, against a fraction
 * of a second here. The results are the same for this app, which has no frames (axe would report a frame it cannot
 * enter as `frame-tested` "incomplete", not pass it). Only violations are collected: axe still runs every rule of
 * the tags, it just does not serialise the passing nodes.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    // What a person sees once the page has settled: after a theme switch, colour transitions (an accordion's items,
    // a segmented control) run for a moment, and contrast measured mid-way mixes the old theme with the new.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const results = await window.axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Experimental in axe, so off unless asked for; Lighthouse runs it (WCAG 2.5.3, a visible label in the name).
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ` +
          (node.failureSummary?.split('\n').slice(1).join(' ').trim() || violation.help),
      ),
    );
  }, TAGS);
}
