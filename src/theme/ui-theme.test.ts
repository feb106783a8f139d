// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyUiTheme, contrastFor, themeCss, tokensFromUiConfiguration } from './ui-theme';
import { shadowCssText } from './shadow-stylesheet';
import './host.styles';

describe('tokensFromUiConfiguration', () => {
  it('maps colours and font to --go-* tokens with a readable accent contrast', () => {
    expect(tokensFromUiConfiguration({ colors: { primary: '#ffdd00', background: '#fafafa', text: 'rgb(20, 20, 20)' }, fontFamily: 'Lato' })).toEqual({
      '--go-accent': '#ffdd00',
      '--go-accent-contrast': '#000000',
      '--go-surface': '#fafafa',
      '--go-text': 'rgb(20, 20, 20)',
      '--go-font-family': 'Lato, system-ui, sans-serif',
    });
    expect(contrastFor('#123456')).toBe('#ffffff');
    expect(tokensFromUiConfiguration(null)).toEqual({});
  });

  it('drops values that could inject CSS', () => {
    const tokens = tokensFromUiConfiguration({
      colors: { primary: 'red; } * { display: none', background: 'url(https://evil.example/x.png)' },
      fontFamily: 'x; } :host { display: none',
    });
    expect(tokens).toEqual({});
    expect(themeCss(tokens)).toBe('');
  });

  it('applies tokens to one shadow root in its own sheet, updating in place', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    applyUiTheme(root, { '--go-accent': '#0a7d55' });
    applyUiTheme(root, { '--go-accent': '#123456' });
    const adopted = (root as ShadowRoot & { adoptedStyleSheets?: CSSStyleSheet[] }).adoptedStyleSheets ?? [];
    const text = adopted.length
      ? adopted.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('')).join('')
      : Array.from(root.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(text).toContain('#123456');
    expect(text).not.toContain('#0a7d55');
  });
});

describe('host styles', () => {
  it('register a :host reset and the default tokens in px, never rem', () => {
    const css = shadowCssText();
    expect(css).toContain(':host');
    expect(css).toContain('all:initial');
    expect(css).toContain('--go-accent');
    expect(css).not.toMatch(/\d+rem\b/);
  });
});
