// @vitest-environment node
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { catalogSubset } from '../../build/first-screen-messages-plugin';
import { FIRST_SCREEN_ENTRIES, MENU_ROUTE_ENTRIES, SOURCE_CATALOG } from '../../build/message-subsets';

// The en_US catalog ships in three parts: the first screen's messages in the widget code, the menu
// route's in the menu chunk (the first menu waits for nothing else), and the whole catalog as a later
// chunk. A menu string left out would show blank and merge the whole catalog under the guest's taps.
const has = (subset: Record<string, unknown>, message: string) => Object.hasOwn(subset, generateMessageId(message));

describe('the message subsets', () => {
  it('the menu route carries its own messages (menu, item detail, order panel), not the first screen\'s or the checkout\'s', () => {
    const menu = catalogSubset({ entries: MENU_ROUTE_ENTRIES, without: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
    expect(has(menu, 'Loading the menu…')).toBe(true);
    expect(has(menu, 'Add to order')).toBe(true);
    expect(has(menu, 'Your order')).toBe(true);
    expect(has(menu, 'Start order')).toBe(false);
    expect(has(menu, 'Place order')).toBe(false);
  });

  it('the first screen carries its own messages and no menu or checkout one', () => {
    const first = catalogSubset({ entries: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
    expect(has(first, 'Start order')).toBe(true);
    expect(has(first, 'Loading the menu…')).toBe(false);
    expect(has(first, 'Place order')).toBe(false);
  });
});
