/**
 * Constructable stylesheets shared by every `<guest-ordering>` on the page.
 *
 * The build (see `build/shadow-css-plugin.ts`) turns each Linaria module's CSS into a
 * `registerShadowCss()` call, so styles never touch the host document and survive a strict CSP
 * (constructable sheets are not `<style>` elements). Where `adoptedStyleSheets` is missing
 * (older WebViews, jsdom) each shadow root gets a `<style>` copy instead.
 *
 * The CSS registered before the first element adopts it becomes one sheet; each lazy chunk that
 * registers later gets a sheet of its own, appended to every adopting root. So a chunk's arrival
 * parses only that chunk's CSS, not everything again (a deep link loads a dozen chunks while a
 * phone's CPU is the bottleneck). A chunk registers once per style module it holds (the widget code
 * has some fifty), all while it is evaluated: they are gathered until that evaluation ends (a
 * microtask, before anything imported from the chunk can render) and become that one sheet, rather
 * than a sheet and a new `adoptedStyleSheets` list on every root per module.
 */
const cssChunks: string[] = [];
/** Our sheets in registration order, once a root adopted them (see above). */
const ownSheets: CSSStyleSheet[] = [];
let adopting = false;
/** CSS registered since the last sheet was made, while roots adopt (see above). */
let pendingCss: string[] = [];
const adoptingRoots = new Set<ShadowRoot>();
const fallbackRoots = new Set<ShadowRoot>();

const supportsAdoption = (): boolean =>
  typeof CSSStyleSheet !== 'undefined' &&
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  'replaceSync' in CSSStyleSheet.prototype;

function fullText(): string {
  return cssChunks.join('\n');
}

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/** Our sheets first, in registration order, then the root's others (the business theme) as they were. */
function adoptOwnSheets(root: ShadowRoot): void {
  const own = new Set(ownSheets);
  root.adoptedStyleSheets = [...ownSheets, ...root.adoptedStyleSheets.filter((sheet) => !own.has(sheet))];
}

/** Adds CSS text to the shared styles; called by compiled modules at import time. */
export function registerShadowCss(css: string): void {
  if (!css) return;
  cssChunks.push(css);
  if (adopting) {
    pendingCss.push(css);
    if (pendingCss.length === 1) queueMicrotask(flushPendingCss);
  }
  for (const root of fallbackRoots) {
    const style = root.querySelector('style[data-guest-ordering]');
    if (style) style.textContent = fullText();
  }
}

/** Turns the CSS gathered since the last sheet into one sheet and gives it to every adopting root. */
function flushPendingCss(): void {
  if (pendingCss.length === 0) return;
  ownSheets.push(sheetOf(pendingCss.join('\n')));
  pendingCss = [];
  for (const root of adoptingRoots) adoptOwnSheets(root);
}

/** Makes a shadow root use our styles; idempotent. */
export function adoptShadowCss(root: ShadowRoot): void {
  if (supportsAdoption()) {
    if (!adopting) {
      adopting = true;
      if (cssChunks.length) ownSheets.push(sheetOf(fullText()));
    }
    adoptingRoots.add(root);
    adoptOwnSheets(root);
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
