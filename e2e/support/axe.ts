import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's violations on the page as it is now, one readable line each. */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ` +
        (node.failureSummary?.split('\n').slice(1).join(' ').trim() || violation.help),
    ),
  );
}
