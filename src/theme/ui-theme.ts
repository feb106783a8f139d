import type { UiConfiguration } from '../domain/types';

/** The custom properties a business's UI configuration (colours, fonts) may set. */
export type ThemeTokens = Partial<Record<'--go-accent' | '--go-accent-contrast' | '--go-surface' | '--go-text' | '--go-font-family', string>>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;
const FONT_LIST = /^[\w\s,'"-]{1,200}$/;

/**
 * Maps UiConfiguration colours and font to theme tokens. Values come from the platform and end up in
 * CSS text, so anything that is not plainly a colour or a font list is dropped (no `;`, `}` or `url(`).
 */
export function tokensFromUiConfiguration(ui: Pick<UiConfiguration, 'colors' | 'fontFamily'> | null): ThemeTokens {
  const tokens: ThemeTokens = {};
  if (!ui) return tokens;
  const primary = cleanColor(ui.colors.primary);
  if (primary) {
    tokens['--go-accent'] = primary;
    const contrast = contrastFor(primary);
    if (contrast) tokens['--go-accent-contrast'] = contrast;
  }
  const background = cleanColor(ui.colors.background);
  if (background) tokens['--go-surface'] = background;
  const text = cleanColor(ui.colors.text);
  if (text) tokens['--go-text'] = text;
  const font = ui.fontFamily?.trim();
  if (font && FONT_LIST.test(font)) tokens['--go-font-family'] = `${font}, system-ui, sans-serif`;
  return tokens;
}

/** A `:host { ... }` rule with the tokens, or `''` when there are none. */
export function themeCss(tokens: ThemeTokens): string {
  const declarations = Object.entries(tokens).map(([name, value]) => `${name}: ${value};`);
  return declarations.length ? `:host { ${declarations.join(' ')} }` : '';
}

const themeSheets = new WeakMap<ShadowRoot, CSSStyleSheet | HTMLStyleElement>();

/**
 * Applies configuration tokens to one shadow root, in its own sheet adopted after the shared one:
 * it beats the defaults, while a host's own `guest-ordering { --go-accent: … }` still beats it
 * (outer-context rules win over `:host`).
 */
export function applyUiTheme(root: ShadowRoot, tokens: ThemeTokens): void {
  const text = themeCss(tokens);
  let sheet = themeSheets.get(root);
  if (!sheet) {
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
      sheet = new CSSStyleSheet();
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    } else {
      sheet = document.createElement('style');
      sheet.setAttribute('data-guest-ordering-theme', '');
      root.append(sheet);
    }
    themeSheets.set(root, sheet);
  }
  if (sheet instanceof HTMLStyleElement) sheet.textContent = text;
  else sheet.replaceSync(text);
}

function cleanColor(value: string | undefined): string | null {
  const color = value?.trim();
  if (!color) return null;
  return HEX.test(color) || FUNCTIONAL.test(color) || NAMED.test(color) ? color : null;
}

/** Black or white text on the accent, by WCAG relative luminance; null when the colour is not hex. */
export function contrastFor(color: string): string | null {
  if (!HEX.test(color)) return null;
  let hex = color.slice(1);
  if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
  const [r, g, b] = [0, 2, 4].map((index) => {
    const channel = Number.parseInt(hex.slice(index, index + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white vs black: pick the larger of (1.05 / (L + 0.05)) and ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
