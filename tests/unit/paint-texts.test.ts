// @vitest-environment node
import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { catalogSubset, jsonStringLiteral } from '../../build/first-screen-messages-plugin';
import { FIRST_PAINT_ENTRIES, SOURCE_CATALOG, TRANSLATED_CATALOGS } from '../../build/message-subsets';
import { PAINT_TEXTS, paintExperienceLabel, paintText } from '../../src/element/paint-texts';

// The loader's first paint shows the React menu's own words: each of its messages must be one a React
// screen says (same text, same id, same translation), in every catalog, as plain text with arguments
// (the paint has no Lingui runtime), and its per-language chunks carry nothing else.

/** The `#:` origins of every entry of the source catalog, by Lingui id. */
function originsById(): Map<string, string[]> {
  const po = readFileSync(SOURCE_CATALOG.po, 'utf8');
  const map = new Map<string, string[]>();
  for (const block of po.split(/\n\n/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    if (id === undefined) continue;
    const origins = [...block.matchAll(/^#: (.+)$/gm)].flatMap((match) => match[1]!.split(/\s+/)).map((origin) => origin.replace(/:\d+$/, ''));
    map.set(generateMessageId(JSON.parse(`"${id}"`) as string), origins);
  }
  return map;
}

const VALUES = { fullName: 'Margherita', name: 'Pizza Place', kcal: '860', reference: '2,000' };

describe("the first paint's words", () => {
  it('are messages a React screen of the menu says too', () => {
    const origins = originsById();
    for (const [key, descriptor] of Object.entries(PAINT_TEXTS)) {
      const from = origins.get(descriptor.id) ?? [];
      expect(
        // The domain's words (the error catalogue's) reach the guest only through a screen.
        from.filter((file) => file.startsWith('src/screens/') || file.startsWith('src/ui/') || file.startsWith('src/domain/')),
        key,
      ).not.toEqual([]);
    }
  });

  it('the en_US subset in the first-paint chunk holds those and the experience labels, nothing else', () => {
    const subset = catalogSubset({ entries: FIRST_PAINT_ENTRIES, ...SOURCE_CATALOG });
    for (const descriptor of Object.values(PAINT_TEXTS)) expect(Object.hasOwn(subset, descriptor.id)).toBe(true);
    expect(Object.hasOwn(subset, generateMessageId('Click and collect'))).toBe(true);
    expect(Object.hasOwn(subset, generateMessageId('Loading the menu…'))).toBe(false);
    expect(Object.hasOwn(subset, generateMessageId('Start order'))).toBe(false);
    expect(Object.keys(subset).length).toBeLessThan(44);
  });

  it.each(TRANSLATED_CATALOGS)("$locale: the catalog's own words, each shown with its arguments", async ({ locale, compiled }) => {
    const subset = catalogSubset({ entries: FIRST_PAINT_ENTRIES, po: SOURCE_CATALOG.po, compiled });
    const english = catalogSubset({ entries: FIRST_PAINT_ENTRIES, ...SOURCE_CATALOG });
    expect(Object.keys(subset).sort()).toEqual(Object.keys(english).sort());
    const { messages } = (await import(compiled)) as { messages: Record<string, unknown> };
    for (const [key, descriptor] of Object.entries(PAINT_TEXTS)) {
      const text = paintText(subset, descriptor, VALUES);
      expect(subset[descriptor.id], `${locale} ${key}`).toEqual(messages[descriptor.id]);
      if (key === 'addItem' || key === 'itemDetails') expect(text).toContain('Margherita');
      if (key === 'home') expect(text).toContain('Pizza Place');
      if (key === 'calories') expect(text).toContain('860');
    }
  });

  it('fills arguments as Lingui does, and refuses what it cannot show exactly', () => {
    const he = catalogSubset({ entries: FIRST_PAINT_ENTRIES, po: SOURCE_CATALOG.po, compiled: TRANSLATED_CATALOGS.find((c) => c.locale === 'he')!.compiled });
    expect(paintText(he, PAINT_TEXTS.addItem, VALUES)).toBe('הוספה של Margherita');
    expect(paintText(null, PAINT_TEXTS.addItem, VALUES)).toBe('Add Margherita');
    expect(paintText(null, PAINT_TEXTS.back)).toBe('Back');
    expect(paintExperienceLabel(null, 'CLICK_AND_COLLECT')).toBe('Click and collect');
    expect(paintExperienceLabel(he, 'PICKUP')).not.toBe('Pickup');
    expect(paintExperienceLabel(he, 'CONDO_DELIVERY')).toBe('משלוח לדירה');
    expect(paintExperienceLabel(he, 'BEACH_CABANA')).toBe('Beach cabana');
    expect(() => paintText({}, PAINT_TEXTS.back)).toThrow();
    expect(() => paintText(null, PAINT_TEXTS.addItem)).toThrow();
    expect(() => paintText({ [PAINT_TEXTS.add.id]: [['n', 'plural', { one: ['x'], other: ['y'] }]] }, PAINT_TEXTS.add, { n: '1' })).toThrow();
  });

  it('reads the compiled catalogs, whose JavaScript escapes JSON does not know', () => {
    const read = (literal: string) => JSON.parse(jsonStringLiteral(literal)) as string;
    expect(read('"a\\xA0:"')).toBe('a\u00a0:');
    expect(read('"n\\\'t"')).toBe("n't");
    expect(read('"x\\\\xA0"')).toBe('x\\xA0');
    expect(read('"q\\"\\n"')).toBe('q"\n');
  });
});
