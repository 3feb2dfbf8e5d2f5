// Visible focus: the focused element (or, inside a frame, the frame's focused element) draws an outline or a
// box shadow, or is a text field whose MUI frame draws the ring.
import { expect, type Frame, type Page } from '@playwright/test';

export type FocusInfo = { tag: string; label: string; outline: string; boxShadow: string; visible: boolean };

export async function focusInfo(target: Page | Frame): Promise<FocusInfo> {
  return target.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', label: '', outline: 'none', boxShadow: 'none', visible: false };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : 'none';
    const boxShadow = style.boxShadow;
    // MUI's text fields draw focus around the input: the outlined fieldset turns 2 px wide, or the input's
    // root gets a ring of its own.
    const root = el.closest('.MuiInputBase-root');
    const fieldset = root?.querySelector('fieldset');
    const rootStyle = root ? getComputedStyle(root) : null;
    const fieldsetRing =
      (fieldset ? parseFloat(getComputedStyle(fieldset).borderWidth) >= 2 : false) ||
      (!!rootStyle &&
        ((rootStyle.boxShadow !== 'none' && rootStyle.boxShadow !== '') || rootStyle.outlineStyle !== 'none'));
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return {
      tag: el.tagName.toLowerCase(),
      label,
      outline,
      boxShadow,
      visible: outline !== 'none' || (boxShadow !== 'none' && boxShadow !== '') || fieldsetRing,
    };
  });
}

export async function expectVisibleFocus(target: Page | Frame, what: string): Promise<FocusInfo> {
  const info = await focusInfo(target);
  expect(
    info.visible,
    `${what}: the focused ${info.tag} "${info.label}" shows no focus ring (outline ${info.outline}, box-shadow ${info.boxShadow})`,
  ).toBe(true);
  return info;
}
