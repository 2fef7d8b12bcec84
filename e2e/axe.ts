import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any serious or critical accessibility violation on the page as it is now. `exclude` leaves out
 * what axe cannot run in: a sandboxed frame that allows no script (a mail's HTML at /dev/mailbox) never
 * answers it.
 */
export async function expectNoSeriousA11yViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
