// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

// jsdom has no constructable stylesheets: a stand-in records what gets parsed.
const parsed: string[] = [];
class FakeSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
    parsed.push(text);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (ShadowRoot.prototype as unknown as Record<string, unknown>).adoptedStyleSheets;
  parsed.length = 0;
});

async function freshRegistry() {
  vi.stubGlobal('CSSStyleSheet', FakeSheet);
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: { sheets?: FakeSheet[] }) {
      return this.sheets ?? [];
    },
    set(this: { sheets?: FakeSheet[] }, sheets: FakeSheet[]) {
      this.sheets = sheets;
    },
  });
  vi.resetModules();
  return import('./shadow-stylesheet');
}

const shadow = () => document.createElement('div').attachShadow({ mode: 'open' });
const sheetsOf = (root: ShadowRoot) => root.adoptedStyleSheets as unknown as FakeSheet[];

describe('shadow stylesheets', () => {
  it('a chunk registering CSS after roots adopted is parsed alone, as one sheet, and added to every root, ours before the theme', async () => {
    const { registerShadowCss, adoptShadowCss, shadowCssText } = await freshRegistry();
    registerShadowCss('.a{}');
    registerShadowCss('.b{}');
    const root = shadow();
    adoptShadowCss(root);
    const theme = new FakeSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, theme as unknown as CSSStyleSheet];
    const other = shadow();
    adoptShadowCss(other);

    registerShadowCss('.c{}');
    // A chunk's modules register while it is evaluated: one sheet once that is over.
    registerShadowCss('.d{}');
    expect(parsed).toEqual(['.a{}\n.b{}']);
    await Promise.resolve();
    expect(parsed).toEqual(['.a{}\n.b{}', '.c{}\n.d{}']);
    expect(sheetsOf(root).map((sheet) => sheet.text)).toEqual(['.a{}\n.b{}', '.c{}\n.d{}', '']);
    expect(sheetsOf(root)[2]).toBe(theme);
    // Both roots share the very same sheets.
    expect(sheetsOf(other)).toEqual(sheetsOf(root).slice(0, 2));
    expect(shadowCssText()).toBe('.a{}\n.b{}\n.c{}\n.d{}');
    // Adopting again changes nothing.
    adoptShadowCss(root);
    expect(sheetsOf(root)).toHaveLength(3);
  });

  it('without constructable stylesheets each root gets a <style> that follows every registration', async () => {
    vi.resetModules();
    const { registerShadowCss, adoptShadowCss } = await import('./shadow-stylesheet');
    registerShadowCss('.x{}');
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    adoptShadowCss(root);
    registerShadowCss('.y{}');
    expect(root.querySelector('style[data-guest-ordering]')?.textContent).toBe('.x{}\n.y{}');
  });
});
