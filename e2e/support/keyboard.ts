// Keyboard-only walking: Tab (or Shift+Tab) until a control has focus, as a keyboard user does.
import type { Locator, Page } from '@playwright/test';

export async function isFocused(target: Locator): Promise<boolean> {
  if ((await target.count()) === 0) return false;
  return target.first().evaluate((el) => el === document.activeElement);
}

export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(
    `${target} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus is on ${focused}`,
  );
}
