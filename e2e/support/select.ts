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

/** The option's value, when one is exactly `label`: a size's option reads '16 · ₹12,500'. */
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
    // Type-ahead forgets the keys typed so far when the page is busy for about a second between two of them (a
    // change that navigates, on a loaded machine): then the arrows, which choose one option per press.
    if (!(await nativeShows(select, label, 3_000))) await walkNativeTo(page, select, label);
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

/** The index of the option whose value or label is `label`, and of the chosen one, in a native select. */
const nativeIndexes = (select: Locator, label: string) =>
  select.evaluate((el, wanted) => {
    const options = [...(el as HTMLSelectElement).options];
    const target = options.findIndex((o) => o.value === wanted || (o.textContent ?? '').trim() === wanted);
    return { target, chosen: (el as HTMLSelectElement).selectedIndex };
  }, label);

async function nativeShows(select: Locator, label: string, timeout: number): Promise<boolean> {
  const { target } = await nativeIndexes(select, label);
  try {
    await expect.poll(async () => (await nativeIndexes(select, label)).chosen, { timeout }).toBe(target);
    return true;
  } catch {
    return false;
  }
}

/** ArrowDown or ArrowUp, one option per press, each change settled (and any navigation it starts) first. */
async function walkNativeTo(page: Page, select: Locator, label: string): Promise<void> {
  const { target } = await nativeIndexes(select, label);
  if (target < 0) throw new Error(`the select has no option ${label}`);
  for (let step = 0; step < 60; step++) {
    const { chosen } = await nativeIndexes(select, label);
    if (chosen === target) return;
    const next = chosen < target ? chosen + 1 : chosen - 1;
    await page.keyboard.press(chosen < target ? 'ArrowDown' : 'ArrowUp');
    await expect.poll(async () => (await nativeIndexes(select, label)).chosen).toBe(next);
  }
  throw new Error(`the option ${label} was not reached with the arrow keys`);
}
