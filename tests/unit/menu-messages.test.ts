// @vitest-environment node
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { catalogSubset } from '../../build/first-screen-messages-plugin';
import { FIRST_SCREEN_ENTRIES, HOME_ENTRIES, MENU_DETAIL_ENTRIES, MENU_ROUTE_ENTRIES, SOURCE_CATALOG } from '../../build/message-subsets';

// The en_US catalog ships in five parts: the messages every first screen shows (frame, not found) in
// the widget code, the home screen's in the home chunk, the first menu's in the menu chunk (the first
// menu waits for nothing else), what the menu opens (item detail, age check, order panel) in a chunk
// those screens wait for, and the whole catalog as a later chunk. A menu string left out would show
// blank and merge the whole catalog under the guest's taps.
const has = (subset: Record<string, unknown>, message: string) => Object.hasOwn(subset, generateMessageId(message));

describe('the message subsets', () => {
  it("the menu route carries the first menu's messages, not what it opens, the first screen's or the checkout's", () => {
    const menu = catalogSubset({ entries: MENU_ROUTE_ENTRIES, without: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
    expect(has(menu, 'Loading the menu…')).toBe(true);
    expect(has(menu, 'View my order ({quantity})')).toBe(true);
    expect(has(menu, 'Add to order')).toBe(false);
    expect(has(menu, 'Are you over 18?')).toBe(false);
    expect(has(menu, 'Start order')).toBe(false);
    expect(has(menu, 'Place order')).toBe(false);
  });

  it("what the menu opens (item detail, age check, order panel) carries its own messages, not the first menu's", () => {
    const detail = catalogSubset({ entries: MENU_DETAIL_ENTRIES, without: [...FIRST_SCREEN_ENTRIES, ...MENU_ROUTE_ENTRIES], ...SOURCE_CATALOG });
    expect(has(detail, 'Add to order')).toBe(true);
    expect(has(detail, 'Are you over 18?')).toBe(true);
    expect(has(detail, 'Your order is empty.')).toBe(true);
    expect(has(detail, 'Loading the menu…')).toBe(false);
    expect(has(detail, 'Page not found')).toBe(false);
    expect(has(detail, 'Place order')).toBe(false);
  });

  it('the widget code carries what every first screen shows (the frame, not found), no home, menu or checkout message', () => {
    const first = catalogSubset({ entries: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
    expect(has(first, 'Page not found')).toBe(true);
    expect(has(first, 'Language')).toBe(true);
    // The frame's end (footer, cookie notice) comes right after the first screen: its words are here.
    expect(has(first, 'Versions')).toBe(true);
    expect(has(first, 'Accept cookies')).toBe(true);
    // A deep link to the menu never downloads the home screen's messages.
    expect(has(first, 'Start order')).toBe(false);
    expect(has(first, 'Search by name or address')).toBe(false);
    expect(has(first, 'Loading the menu…')).toBe(false);
    expect(has(first, 'Place order')).toBe(false);
  });

  it("the home chunk carries the home screen's messages, not the widget code's or the menu's", () => {
    const home = catalogSubset({ entries: HOME_ENTRIES, without: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
    expect(has(home, 'Start order')).toBe(true);
    expect(has(home, 'Search by name or address')).toBe(true);
    expect(has(home, 'Page not found')).toBe(false);
    expect(has(home, 'Loading the menu…')).toBe(false);
  });

  it('the menu route carries the experience names its heading shows (the home screen shares them, it may not be loaded)', () => {
    const menu = catalogSubset({ entries: MENU_ROUTE_ENTRIES, without: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
    expect(has(menu, 'Pickup')).toBe(true);
  });
});
