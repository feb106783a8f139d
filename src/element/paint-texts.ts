/**
 * The words of the loader's first paint (src/element/static-menu.ts): the React menu's own messages
 * (the same source text, so the same Lingui id and the same translation in every catalog), looked
 * up in the compiled catalog of the language the first screen shows. The paint carries no Lingui
 * runtime: its messages are plain text with `{name}` arguments, which {@link paintText} fills in.
 *
 * Bytes: the en_US messages ride in the first-paint chunk itself (a few hundred bytes), so an
 * English deep link fetches nothing more; another language's are a small chunk of their own per
 * catalog (src/element/paint-messages.ts), which the loader requests as soon as it knows the
 * language, alongside the start-up calls, never after the data.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messages as sourceMessages } from 'virtual:go-first-paint-messages';
import { CATEGORY_NAV_WORDS } from '../screens/menu/category-nav-views';
import { FRAME_HEADER_WORDS } from '../screens/frame/frame-header-view';
import { MENU_INTRO_WORDS } from '../screens/menu/menu-intro-views';
import { EARLY_ITEM_DIALOG_WORDS } from '../screens/menu/early-item-dialog-view';
import { ITEM_SUMMARY_WORDS } from '../screens/menu/item-summary-view';
import { MENU_ROW_WORDS } from '../screens/menu/menu-row-views';
import { DIALOG_FRAME_WORDS } from '../ui/dialog-frame-view';
import { SCREEN_HEAD_WORDS } from '../screens/shared/screen-head-view';
import { NOT_ACCEPTING_ORDERS_WORDS } from '../screens/shared/not-accepting-orders-view';
import { experienceLabel } from '../screens/shared/experience-labels';

/** The compiled messages of one catalog, by Lingui id (as `lingui compile` writes them). */
export type PaintMessages = Readonly<Record<string, unknown>>;

/**
 * The React menu's messages the paint shows, each written exactly as its React component says it
 * (tests/unit/paint-texts.test.ts checks that each is also used by a React screen).
 */
export const PAINT_TEXTS = {
  /** The frame top's, the screen top's, the menu intro's, the rows' and the category navigations' own (their views say them). */
  ...FRAME_HEADER_WORDS,
  ...SCREEN_HEAD_WORDS,
  ...MENU_INTRO_WORDS,
  ...NOT_ACCEPTING_ORDERS_WORDS,
  ...MENU_ROW_WORDS,
  ...CATEGORY_NAV_WORDS,
  /** The item dialog's a tap on a name opens (src/screens/menu/early-item-dialog-view.tsx). */
  ...DIALOG_FRAME_WORDS,
  ...ITEM_SUMMARY_WORDS,
  ...EARLY_ITEM_DIALOG_WORDS,
  /** MenuScreen: the title without a location, the wide screens' skip button and order panel. */
  menu: msg`Menu`,
  skipToOrder: msg`Skip to my order`,
  yourOrder: msg`Your order`,
} satisfies Record<string, MessageDescriptor>;

/**
 * One message in the paint's language, its `{name}` arguments filled in from `values`. `messages`
 * null: the source catalog's. Throws on a message it cannot show exactly as Lingui would (missing,
 * or with a plural or select): the paint is then not drawn rather than drawn wrong.
 */
export function paintText(messages: PaintMessages | null, descriptor: MessageDescriptor, values: Record<string, string> = {}): string {
  const compiled = (messages ?? sourceMessages)[descriptor.id];
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) throw new Error(`first paint: no message ${descriptor.id}`);
  return compiled
    .map((token: unknown) => {
      if (typeof token === 'string') return token;
      if (Array.isArray(token) && token.length === 1 && typeof token[0] === 'string' && Object.hasOwn(values, token[0])) return values[token[0]];
      throw new Error(`first paint: message ${descriptor.id} has an argument it cannot fill`);
    })
    .join('');
}

/** The experience's name as the React menu's subtitle shows it before the business's translations load. */
export function paintExperienceLabel(messages: PaintMessages | null, type: string): string {
  return experienceLabel(type, (descriptor) => paintText(messages, descriptor));
}
