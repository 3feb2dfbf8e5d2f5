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
  throw new Error(`${target} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus is on ${focused}`);
}

/** In an open MUI select's list: ArrowDown until the option is focused, then Enter. */
export async function chooseWithKeys(page: Page, option: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max && !(await isFocused(option)); i++) await page.keyboard.press('ArrowDown');
  if (!(await isFocused(option))) throw new Error(`${option} was not reached with ArrowDown`);
  await page.keyboard.press('Enter');
}
