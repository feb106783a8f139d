/** One theme token: a `--go-*` custom property an integrator may set on the element. */
export interface ThemeToken {
  /** The widget's default (declared on `:host`), or null for a token without one (it falls back to another). */
  readonly default: string | null;
  /** What it colours or sizes. */
  readonly description: string;
  /** The UI configuration field that sets it too (under the integrator's value), or null. */
  readonly fromUiConfiguration: string | null;
}

/**
 * Every `--go-*` custom property integrators may override: the one list `custom-elements.json` and the
 * table of docs/reference.md are written from (`npm run surface`), and the `:host` defaults and the
 * theming docs are checked against (`tokens.test.ts`).
 *
 * Precedence, lowest first: the widget's `:host` defaults, then the UI configuration of where the guest
 * is (the business's, a hotel's or a restaurant's own; `ui-theme.ts` puts it in a sheet adopted after
 * the defaults), then the host page's own rule on the element, which always wins: a rule of the outer
 * page that matches the host element beats `:host` rules inside its shadow root.
 *
 * ```css
 * guest-ordering { --go-accent: #0a7d55; --go-radius: 4px; }
 * ```
 */
export const THEME_TOKENS: Readonly<Record<`--go-${string}`, ThemeToken>> = Object.freeze({
  '--go-accent': { default: '#1f5fbf', description: 'Brand colour of buttons, links and highlights.', fromUiConfiguration: 'colors.primary' },
  '--go-accent-contrast': {
    default: '#ffffff',
    description: 'Text on the accent colour.',
    fromUiConfiguration: 'colors.primary (black or white, by contrast)',
  },
  '--go-surface': { default: '#ffffff', description: 'Background of the widget and its panels.', fromUiConfiguration: 'colors.background' },
  '--go-surface-muted': { default: '#f4f5f7', description: 'Background of secondary panels.', fromUiConfiguration: null },
  '--go-text': { default: '#1b1d21', description: 'Main text colour.', fromUiConfiguration: 'colors.text' },
  '--go-muted': { default: '#5c6270', description: 'Secondary text colour.', fromUiConfiguration: null },
  '--go-border': { default: '#d6d9df', description: 'Border colour.', fromUiConfiguration: null },
  '--go-danger': { default: '#b3261e', description: 'Error colour.', fromUiConfiguration: null },
  '--go-success': {
    default: null,
    description: "Colour of a past order's status in the order history; unset, the main text colour.",
    fromUiConfiguration: null,
  },
  '--go-radius': { default: '8px', description: 'Corner radius of buttons, cards and modals.', fromUiConfiguration: null },
  '--go-space': { default: '8px', description: 'Base spacing unit.', fromUiConfiguration: null },
  '--go-font-family': { default: 'system-ui, …', description: 'Font stack.', fromUiConfiguration: 'font_family' },
  '--go-font-size': { default: '16px', description: 'Base font size in px.', fromUiConfiguration: null },
  '--go-focus-ring': { default: '0 0 0 3px (accent, 45%)', description: 'Box shadow of focused controls.', fromUiConfiguration: null },
});
