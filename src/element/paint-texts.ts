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
import { MENU_ROW_WORDS } from '../screens/menu/menu-row-views';
import { experienceLabel } from '../screens/shared/experience-labels';

/** The compiled messages of one catalog, by Lingui id (as `lingui compile` writes them). */
export type PaintMessages = Readonly<Record<string, unknown>>;

/**
 * The React menu's messages the paint shows, each written exactly as its React component says it
 * (tests/unit/paint-texts.test.ts checks that each is also used by a React screen).
 */
export const PAINT_TEXTS = {
  /** Screen's back button. */
  back: msg`Back`,
  /** The rows' and headings' own (their views say them). */
  ...MENU_ROW_WORDS,
  /** CategoryTabs / CategorySideList: the navigation's name. */
  categories: msg`Menu categories`,
  /** FrameHeader: the language picker's label and the logo button's name. */
  language: msg`Language`,
  home: msg({ message: '{name} home' }),
  /** MenuScreen: the title without a location, the wide screens' skip button and order panel. */
  menu: msg`Menu`,
  skipToOrder: msg`Skip to my order`,
  yourOrder: msg`Your order`,
  /** MenuScreen's note on a menu the platform does not translate into the guest's language. */
  venueLanguage: msg`This menu is shown in the venue's language.`,
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
