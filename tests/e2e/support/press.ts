import type { Locator, Page } from '@playwright/test';

/** Whether each page's browser context emulates a touch screen, asked once per page. */
const touchByPage = new WeakMap<Page, Promise<boolean>>();

/** True when the page runs with touch (the `phone` project's `hasTouch`), false with a mouse. */
export function hasTouch(page: Page): Promise<boolean> {
  let touch = touchByPage.get(page);
  if (!touch) {
    touch = page.evaluate(() => navigator.maxTouchPoints > 0);
    touchByPage.set(page, touch);
    // A page caught mid-navigation cannot answer; ask again next time rather than remember a failure.
    touch.catch(() => touchByPage.delete(page));
  }
  return touch;
}

/**
 * Presses a control the way the guest on this device does: a tap on a touch screen (the `phone`
 * project), a click with a mouse (the `desktop` project). Every guest press in the page objects goes
 * through here, so the same journey proves both input paths (a tap fires touch and pointer events
 * before the synthesised click, and finds layouts that only break with touch).
 */
export async function press(locator: Locator, options: { timeout?: number } = {}): Promise<void> {
  if (await hasTouch(locator.page())) await locator.tap(options);
  else await locator.click(options);
}

/**
 * Ticks a checkbox the way {@link press} presses a button, and leaves it ticked: a tap on a ticked
 * box would clear it, so a box already ticked is left alone.
 */
export async function pressCheck(locator: Locator): Promise<void> {
  if (await locator.isChecked()) return;
  await press(locator);
}

/**
 * Chooses an option of a native `<select>` the way the guest on this device does. On a touch screen
 * (the `phone` project) the guest taps the select, which opens the system's own picker; Playwright
 * cannot tap inside that picker, so the choice is then made as the picker makes it (`selectOption`
 * sets the value and fires `input` and `change`). With a mouse the choice is made directly.
 */
export async function pressSelect(select: Locator, option: string | { label: string }): Promise<void> {
  if (await hasTouch(select.page())) await select.tap();
  await select.selectOption(option);
}
