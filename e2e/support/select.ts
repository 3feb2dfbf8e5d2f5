// Choosing from a select, whichever kind the page uses: a native <select>, or MUI's menu-style Select (a
// combobox that opens a listbox of options).
import { expect, type Locator, type Page } from '@playwright/test';
import { isFocused } from './keyboard';

const isNative = (select: Locator) => select.evaluate((el) => el.tagName === 'SELECT');

/** The label of the chosen option. */
export async function selectedLabel(select: Locator): Promise<string> {
  return select.evaluate((el) =>
    (el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : (el.textContent ?? '')).trim(),
  );
}

/** The option's value, when one is exactly `label`: a size's option reads '16 · ₹12,500' (issue 30). */
const valueNamed = (select: Locator, label: string) =>
  select.evaluate(
    (el, wanted) =>
      el instanceof HTMLSelectElement && [...el.options].some((o) => o.value === wanted) ? wanted : null,
    label,
  );

/** With the pointer (or selectOption for a native select, which is how a browser's own list is driven). */
export async function pickOption(page: Page, select: Locator, label: string): Promise<void> {
  if (await isNative(select)) {
    const value = await valueNamed(select, label);
    await select.selectOption(value !== null ? { value } : { label });
    return;
  }
  await select.click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/**
 * With the keys only, the select already focused: a native select takes the typed label (type-ahead, one
 * change); MUI's opens with Enter, ArrowDown walks to the option, Enter chooses it.
 */
export async function chooseWithKeys(page: Page, select: Locator, label: string, max = 60): Promise<void> {
  if (await isNative(select)) {
    await page.keyboard.type(label);
  } else {
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: label, exact: true });
    await expect(option).toBeVisible();
    for (let i = 0; i < max && !(await isFocused(option)); i++) await page.keyboard.press('ArrowDown');
    if (!(await isFocused(option))) throw new Error(`the option ${label} was not reached with ArrowDown`);
    await page.keyboard.press('Enter');
  }
  // A native size select shows '16 · ₹12,500': the size is its value.
  await expect
    .poll(async () =>
      (await isNative(select)) && (await select.inputValue()) === label ? label : selectedLabel(select),
    )
    .toBe(label);
}
