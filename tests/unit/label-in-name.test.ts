// @vitest-environment node
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { SOURCE_CATALOG, TRANSLATED_CATALOGS } from '../../build/message-subsets';
import { type PaintMessages, paintText } from '../../src/element/paint-texts';

// WCAG 2.5.3 Label in Name: a control whose accessible name says more than its visible text (Add, and
// "Add Margherita" for a screen reader) must have a name that begins with that visible text, in every
// language, so a guest using voice control who says what they see presses it.

/** The controls the widget labels beyond their visible text: [visible text, accessible name]. */
const LABELLED_CONTROLS: readonly (readonly [visible: string, name: string])[] = [
  ['Add', 'Add {fullName}'], // a menu row's Add
  ['Edit', 'Edit {name}'], // an order line's Edit
  ['Remove', 'Remove {name}'], // an order line's Remove
  ['Start order', 'Start order at {0}'], // a location card
  ['More info', 'More info about {name}'], // a location card
  ['Change', 'Change payment method'], // checkout's payment method
];

const VALUES = { fullName: 'Margherita', name: 'Trattoria Lumen', 0: 'Trattoria Lumen' };

const catalogs = [{ locale: 'en_US', compiled: SOURCE_CATALOG.compiled }, ...TRANSLATED_CATALOGS];

describe('accessible names begin with the visible text', () => {
  it.each(catalogs)('in $locale', async ({ locale, compiled }) => {
    const { messages } = (await import(compiled)) as { messages: PaintMessages };
    const say = (message: string) => paintText(messages, { id: generateMessageId(message), message }, VALUES);
    const tag = locale.replace('_', '-');
    const mismatches = LABELLED_CONTROLS.map(([visible, name]) => [say(visible), say(name)] as const).filter(
      ([visible, name]) => !name.toLocaleLowerCase(tag).startsWith(visible.toLocaleLowerCase(tag)),
    );
    expect(mismatches).toEqual([]);
  });
});
