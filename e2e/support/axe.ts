// axe-core over the whole page with the WCAG 2.1 A/AA rules and axe's best practices; no rule disabled.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type Violation = { id: string; impact: string | null | undefined; help: string; nodes: string[] };

/** The violations, reduced to what a reader of a failed test needs: the rule and where it failed. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} :: ${n.html.slice(0, 160)}`),
  }));
}
