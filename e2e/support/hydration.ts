// Client islands answer only after hydration; before that a click or a key press reaches the server HTML and
// does nothing (or submits a plain form). React marks each DOM node it has hydrated with a __reactFiber key,
// and link prefetches keep 'networkidle' from ever coming, so tests wait for that mark instead.
import type { Page } from '@playwright/test';

/** The header's account menu button: a client island present on every page. */
export const HEADER_ISLAND = 'header button[aria-haspopup="menu"]';

export async function waitForHydration(page: Page, selector = HEADER_ISLAND): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 20_000 },
  );
}

export async function gotoHydrated(page: Page, path: string, selector = HEADER_ISLAND): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, selector);
}
