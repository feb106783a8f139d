/**
 * One constructable stylesheet shared by every `<guest-ordering>` on the page.
 *
 * The build (see `build/shadow-css-plugin.ts`) turns each Linaria module's CSS into a
 * `registerShadowCss()` call, so styles never touch the host document and survive a strict CSP
 * (constructable sheets are not `<style>` elements). Where `adoptedStyleSheets` is missing
 * (older WebViews, jsdom) each shadow root gets a `<style>` copy instead.
 */
const cssChunks: string[] = [];
let sharedSheet: CSSStyleSheet | undefined;
const fallbackRoots = new Set<ShadowRoot>();

const supportsAdoption = (): boolean =>
  typeof CSSStyleSheet !== 'undefined' &&
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  'replaceSync' in CSSStyleSheet.prototype;

function fullText(): string {
  return cssChunks.join('\n');
}

/** Adds CSS text to the shared sheet; called by compiled modules at import time. */
export function registerShadowCss(css: string): void {
  if (!css) return;
  cssChunks.push(css);
  sharedSheet?.replaceSync(fullText());
  for (const root of fallbackRoots) {
    const style = root.querySelector('style[data-guest-ordering]');
    if (style) style.textContent = fullText();
  }
}

/** Makes a shadow root use our styles; idempotent. */
export function adoptShadowCss(root: ShadowRoot): void {
  if (supportsAdoption()) {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(fullText());
    }
    if (!root.adoptedStyleSheets.includes(sharedSheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sharedSheet];
    }
    return;
  }
  fallbackRoots.add(root);
  let style = root.querySelector('style[data-guest-ordering]');
  if (!style) {
    style = document.createElement('style');
    style.setAttribute('data-guest-ordering', '');
    root.prepend(style);
  }
  style.textContent = fullText();
}

/** The CSS registered so far; used by tests and the size benchmark. */
export function shadowCssText(): string {
  return fullText();
}
