// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyFavicon } from './favicon';

afterEach(() => {
  applyFavicon(document, null);
  document.head.innerHTML = '';
});

const icons = () => [...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href'));

describe('applyFavicon (only for a page the widget owns)', () => {
  it("shows the widget's icon in every icon link of the page, then gives the page its own back", () => {
    document.head.innerHTML = '<link rel="icon" href="/own.ico"><link rel="shortcut icon" href="/own-16.png"><link rel="stylesheet" href="/s.css">';
    applyFavicon(document, 'https://p.test/deli-icon.svg');
    expect(icons()).toEqual(['https://p.test/deli-icon.svg', 'https://p.test/deli-icon.svg']);
    applyFavicon(document, 'https://p.test/lumen-icon.svg');
    expect(icons()).toEqual(['https://p.test/lumen-icon.svg', 'https://p.test/lumen-icon.svg']);
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/s.css');
    applyFavicon(document, null);
    expect(icons()).toEqual(['/own.ico', '/own-16.png']);
  });

  it('adds a marked icon link to a page without one, and removes it again', () => {
    applyFavicon(document, 'https://p.test/lumen-icon.svg');
    const added = document.head.querySelector('link[data-guest-ordering-favicon]');
    expect(added?.getAttribute('rel')).toBe('icon');
    expect(added?.getAttribute('href')).toBe('https://p.test/lumen-icon.svg');
    applyFavicon(document, null);
    expect(icons()).toEqual([]);
  });
});
