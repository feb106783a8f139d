import { expect, type Locator } from '@playwright/test';
import { press } from './press';

/** "View my order (n)": the quantity the button shows, or 0 while there is no such button. */
async function orderQuantity(viewMyOrder: Locator): Promise<number> {
  const text = (await viewMyOrder.isVisible()) ? ((await viewMyOrder.textContent()) ?? '') : '';
  const match = /\((\d+)\)/.exec(text);
  return match ? Number(match[1]) : 0;
}

/**
 * Presses an item's Add and waits for its answer, whichever the business gives: the item's page
 * opens (`dialog`: true is returned) or the item is added at once (the order's quantity grows: false).
 * Waiting for either, rather than for the page for a fixed while, keeps a slow answer (a tap made on
 * the loader's paint is answered once React is in) from being read as "added at once".
 */
export async function pressAdd(add: Locator, dialog: Locator, viewMyOrder: Locator): Promise<boolean> {
  const before = await orderQuantity(viewMyOrder);
  await press(add);
  let opened = false;
  await expect
    .poll(
      async () => {
        opened = await dialog.isVisible();
        return opened || (await orderQuantity(viewMyOrder)) > before;
      },
      { message: 'the item page opens or the item is added' },
    )
    .toBe(true);
  return opened;
}
