// What a page's script policy refused, and whether its scripts carry the nonce: shared by the security specs.
import { expect, type Page } from '@playwright/test';

/** What a page's policy refused: the console's reports, and the violation events the page itself saw. */
export async function watchCspViolations(
  page: Page,
): Promise<{ refused: string[]; violations: () => Promise<string[]> }> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const violations = () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  return { refused, violations };
}

/** Every executable script of the HTML carries the header's nonce (JSON-LD is data, not script). */
export function expectScriptsCarryNonce(html: string, nonce: string, path: string): void {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/ld\+json"/.test(tag));
  expect(tags.length, `${path} has scripts`).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
}
