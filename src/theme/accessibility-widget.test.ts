// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { loadAccessibilityWidget } from './accessibility-widget';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('loadAccessibilityWidget', () => {
  it('adds one marked script to the document head, never twice for the same address', () => {
    const first = loadAccessibilityWidget(document, 'https://cdn.test/a11y.js');
    expect(first.parentElement).toBe(document.head);
    expect(first.hasAttribute('data-guest-ordering-accessibility-widget')).toBe(true);
    expect(first.getAttribute('src')).toBe('https://cdn.test/a11y.js');
    expect(loadAccessibilityWidget(document, 'https://cdn.test/a11y.js')).toBe(first);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('leaves a script the host page already loads alone', () => {
    const own = document.createElement('script');
    own.src = 'https://cdn.test/a11y.js';
    document.body.append(own);
    expect(loadAccessibilityWidget(document, 'https://cdn.test/a11y.js')).toBe(own);
    expect(document.querySelectorAll('script[data-guest-ordering-accessibility-widget]')).toHaveLength(0);
  });
});
